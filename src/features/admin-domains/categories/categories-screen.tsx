import { pl } from '../../../i18n/pl';
import { Page } from '../../../ui/page';
import { CategoryPanel } from './category-panel';
import styles from './categories-screen.module.css';

/** /categories: industries and tags, listed, created and removed (spec section 7, reference lists). */
export default function CategoriesScreen() {
  return (
    <Page title={pl.titles.categories}>
      <div className={styles.grid}>
        <CategoryPanel kind="industries" />
        <CategoryPanel kind="tags" />
      </div>
    </Page>
  );
}
