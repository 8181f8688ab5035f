/** Build-time settings (VITE_*), each with the default the architecture names. */
export const appConfig = {
  /** The API host; empty means the SPA's own origin. */
  apiUrl: (import.meta.env.VITE_API_URL as string | undefined) ?? '',
  supportEmail: (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined) ?? 'pomoc@example.pl',
  /** The external terms page (Regulamin); the server serves a default one at /regulamin. */
  termsUrl: (import.meta.env.VITE_TERMS_URL as string | undefined) ?? '/regulamin',
};
