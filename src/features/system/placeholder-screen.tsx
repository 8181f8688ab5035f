import { pl } from '../../i18n/pl';
import { Card, Page, pageStyles } from '../../ui/page';

/** A screen that a later issue builds; for now it carries the screen's name. */
export default function PlaceholderScreen({ title }: { title: string }) {
  return (
    <Page title={title}>
      <Card>
        <p className={pageStyles.muted}>{pl.placeholder.comingSoon}</p>
      </Card>
    </Page>
  );
}
