import { useEffect } from 'react';
import { pl } from '../i18n/pl';

/** Sets the browser tab's title for a screen that has no Page wrapper (the guest screens). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${pl.app.name}`;
  }, [title]);
}
