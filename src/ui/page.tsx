import styles from './page.module.css';
import { useDocumentTitle } from './use-document-title';

/** A screen's body: sets the document title and gives the page its one h1. */
export function Page({ title, children }: { title: string; children?: React.ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      {children}
    </div>
  );
}

/** A white panel on the page background. */
export function Card({ children }: { children: React.ReactNode }) {
  return <section className={styles.card}>{children}</section>;
}

export { styles as pageStyles };
