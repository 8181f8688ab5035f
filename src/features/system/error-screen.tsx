import { isRouteErrorResponse } from 'react-router';
import { pl } from '../../i18n/pl';
import { Button } from '../../ui/button';
import { useDocumentTitle } from '../../ui/use-document-title';
import styles from './error-screen.module.css';

/**
 * The app's error page: an unexpected render error shows this instead of a blank screen (spec section 8). The
 * app's error boundary hands it what was thrown; a thrown route response (404, 405) also says which it was.
 */
export default function ErrorScreen({ error }: { error: unknown }) {
  useDocumentTitle(pl.errorPage.heading);
  if (error && !isRouteErrorResponse(error)) console.error(error);
  const detail = isRouteErrorResponse(error)
    ? error.status === 404
      ? pl.errorPage.notFound
      : error.status === 405
        ? pl.errorPage.methodNotAllowed
        : null
    : null;
  return (
    <main className={styles.wrapper}>
      <h1>{pl.errorPage.heading}</h1>
      {detail && <p>{detail}</p>}
      <p>{pl.errorPage.text}</p>
      <div className={styles.actions}>
        <Button onPress={() => window.location.reload()}>{pl.errorPage.reload}</Button>
        <a href="/">{pl.errorPage.home}</a>
      </div>
    </main>
  );
}
