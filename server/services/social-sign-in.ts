import * as oidc from 'openid-client';
import type { OAuthProviderConfig } from '../config';

/** What the server learns about the person from the provider. */
export interface SocialProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** One OpenID Connect provider (Google, or Facebook through its OIDC endpoints or a broker). */
export interface SocialProvider {
  authorizationUrl(input: { redirectUri: string; state: string; nonce: string; codeVerifier: string }): Promise<string>;
  finish(input: { callbackUrl: URL; state: string; nonce: string; codeVerifier: string }): Promise<SocialProfile>;
}

/**
 * Builds a provider from configuration. Discovery runs on first use and is cached, so a provider that is down at
 * start-up does not stop the server. `allowHttp` is for tests against a local oidc-provider.
 */
export function createSocialProvider(
  config: OAuthProviderConfig,
  options: { allowHttp?: boolean } = {},
): SocialProvider {
  let configuration: Promise<oidc.Configuration> | null = null;
  const discover = () => {
    configuration ??= oidc
      .discovery(
        new URL(config.issuer),
        config.clientId,
        config.clientSecret,
        undefined,
        options.allowHttp ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        configuration = null; // try discovery again next time
        throw error;
      });
    return configuration;
  };
  return {
    async authorizationUrl({ redirectUri, state, nonce, codeVerifier }) {
      const conf = await discover();
      const url = oidc.buildAuthorizationUrl(conf, {
        redirect_uri: redirectUri,
        scope: config.scope,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return url.href;
    },
    async finish({ callbackUrl, state, nonce, codeVerifier }) {
      const conf = await discover();
      const tokens = await oidc.authorizationCodeGrant(conf, callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The provider returned no ID token');
      let email = typeof claims.email === 'string' ? claims.email : null;
      let name = typeof claims.name === 'string' ? claims.name : null;
      let emailVerified = claims.email_verified === true;
      if ((!email || !name) && conf.serverMetadata().userinfo_endpoint) {
        const info = await oidc.fetchUserInfo(conf, tokens.access_token, claims.sub);
        email ??= typeof info.email === 'string' ? info.email : null;
        name ??= typeof info.name === 'string' ? info.name : null;
        emailVerified ||= info.email_verified === true;
      }
      return { subject: claims.sub, email, emailVerified, name };
    },
  };
}
