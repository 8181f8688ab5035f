/** Build-time settings (VITE_*), each with the default the architecture names. */
export const appConfig = {
  /** The API host; empty means the SPA's own origin. */
  apiUrl: (import.meta.env.VITE_API_URL as string | undefined) ?? '',
  supportEmail: (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined) ?? 'pomoc@example.pl',
  /** The external terms page (Regulamin); the server serves a default one at /regulamin. */
  /** The build's version (vite.config.ts): a QA session export names it. */
  appVersion: (import.meta.env.VITE_APP_VERSION as string | undefined) ?? 'dev',
  /** A QA build (VITE_QA_MODE=1) has the inspector on in every tab; otherwise `?qa=1` switches it on. */
  qaBuildFlag: import.meta.env.VITE_QA_MODE as string | undefined,
  termsUrl: (import.meta.env.VITE_TERMS_URL as string | undefined) ?? '/regulamin',
};
