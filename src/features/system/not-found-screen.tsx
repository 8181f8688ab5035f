import { Link } from 'react-router';
import { homePathFor } from '../../kernel/privileges';
import { pl } from '../../i18n/pl';
import { useAuth } from '../auth';
import { Page } from '../../ui/page';

/** The catch-all page (spec section 2). */
export default function NotFoundScreen() {
  const { user } = useAuth();
  return (
    <Page title={pl.notFound.heading}>
      <p>{pl.notFound.text}</p>
      <p>
        <Link to={user ? homePathFor(user.privileges) : '/'}>{pl.notFound.home}</Link>
      </p>
    </Page>
  );
}
