/** Where QA mode is remembered: the tab's session storage, so it stays on for the tab and for no one else. */
export const QA_MODE_KEY = 'domenika.qa';

export interface QaModeSources {
  /** The address the tab opened: `?qa=1` switches QA mode on for the tab, `?qa=0` off. */
  search: string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** The build flag (VITE_QA_MODE=1): a QA build has the inspector on in every tab. */
  buildFlag?: string | undefined;
}

/**
 * Whether this tab runs in QA mode. Read once at start-up, before any actor starts, because the inspector must see
 * every actor from its first snapshot. Customers never pass `?qa=1`, and a production build has no flag, so the
 * inspector's code is never loaded for them.
 */
export function readQaMode({ search, storage, buildFlag }: QaModeSources): boolean {
  if (buildFlag === '1' || buildFlag === 'true') return true;
  const asked = new URLSearchParams(search).get('qa');
  try {
    if (asked === '1') storage.setItem(QA_MODE_KEY, '1');
    else if (asked === '0') storage.removeItem(QA_MODE_KEY);
    return storage.getItem(QA_MODE_KEY) === '1';
  } catch {
    // Storage refused (a locked-down browser): QA mode lasts as long as the address asks for it.
    return asked === '1';
  }
}

/** The address without its `qa` switch, so the app's own search parameters stay as the screens expect them. */
export function withoutQaSwitch(url: URL): string | null {
  if (!url.searchParams.has('qa')) return null;
  const next = new URL(url);
  next.searchParams.delete('qa');
  return `${next.pathname}${next.search}${next.hash}`;
}
