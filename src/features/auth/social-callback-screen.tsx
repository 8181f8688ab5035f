import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import { pl } from '../../i18n/pl';
import { useAuth, useAuthActor } from './auth-hooks';
import type { SocialProvider } from './auth.machine';
import { Alert } from '../../ui/alert';
import { PageLoader } from '../../ui/page-loader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { NotFoundScreen } from '../system';
import { GuestPage } from './guest-page';

const PROVIDERS: readonly SocialProvider[] = ['google', 'facebook'];

/** The provider sends the browser back here (/auth/google, /auth/facebook); the query string goes to the server. */
export default function SocialCallbackScreen() {
  useDocumentTitle(pl.titles.social);
  const provider = useParams().provider as SocialProvider;
  const { search } = useLocation();
  const auth = useAuthActor();
  const { error } = useAuth();
  // StrictMode runs effects twice; the code in the URL can be exchanged only once.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !PROVIDERS.includes(provider)) return;
    sent.current = true;
    auth.send({ type: 'auth.socialFinish', provider, search });
  }, [auth, provider, search]);

  if (!PROVIDERS.includes(provider)) return <NotFoundScreen />;
  if (!error) return <PageLoader />;
  return (
    <GuestPage title={pl.auth.socialFailed} link={{ to: '/', label: pl.auth.tryAgain }}>
      <Alert tone="error">{error}</Alert>
    </GuestPage>
  );
}
