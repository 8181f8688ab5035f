import type { Api } from './client';
import { ApiError } from './errors';
import type { components, operations } from '../../contract/types';
import type { EmailChangeLink } from '../../kernel/email-change-link';

export type User = components['schemas']['User'];
export type Credentials = components['schemas']['AuthResponse'];
export type SocialCredentials = components['schemas']['SocialAuthResponse'];
export type LoginInput = components['schemas']['LoginRequest'];
export type RegisterInput = components['schemas']['RegisterRequest'];
export type SocialProvider = operations['socialRedirect']['parameters']['path']['social'];
export type ResetPasswordInput = NonNullable<operations['resetPassword']['requestBody']>['content']['application/json'];

/** The auth calls (no /api prefix), each preceded by the XSRF cookie as Sanctum expects. */
export function authApi(api: Api, readCookie: (name: string) => string | null) {
  const { client, call } = api;

  const refreshCsrf = () => call(client.GET('/sanctum/csrf-cookie'));

  // Fetch the cookie when missing; on 419 (expired or rotated) fetch it again and retry once.
  async function withCsrf<T>(send: () => Promise<T>): Promise<T> {
    if (!readCookie('XSRF-TOKEN')) await refreshCsrf();
    try {
      return await send();
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'csrf') {
        await refreshCsrf();
        return send();
      }
      throw error;
    }
  }

  return {
    login: (body: LoginInput) => withCsrf(() => call(client.POST('/login', { body }))),
    register: (body: RegisterInput) => withCsrf(() => call(client.POST('/register', { body }))),
    logout: () => withCsrf(() => call(client.POST('/logout'))),
    forgotPassword: (email: string) => withCsrf(() => call(client.POST('/forgot-password', { body: { email } }))),
    resetPassword: (body: ResetPasswordInput) => withCsrf(() => call(client.POST('/reset-password', { body }))),
    sendVerification: () => withCsrf(() => call(client.POST('/email/verification-notification'))),
    confirmEmailChange: (body: EmailChangeLink) => withCsrf(() => call(client.POST('/email-change/confirm', { body }))),
    async socialStart(provider: SocialProvider): Promise<string> {
      const { url } = await call(client.GET('/{social}/auth', { params: { path: { social: provider } } }));
      return url;
    },
    socialFinish(provider: SocialProvider, search: string): Promise<SocialCredentials> {
      const query = Object.fromEntries(
        new URLSearchParams(search),
      ) as operations['socialCallback']['parameters']['query'];
      return call(client.GET('/{social}/callback', { params: { path: { social: provider }, query } }));
    },
  };
}

export type AuthApi = ReturnType<typeof authApi>;
