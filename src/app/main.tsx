import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory } from 'react-router';
import '../ui/global.css';
import { App } from './app';
import { createAppServices } from './services';
import { readQaMode, withoutQaSwitch } from './qa-mode';
import { appConfig } from '../platform/app-config';
import { createBlockableHistory } from '../platform/router/blockable-history';
import { holdInspectionReports, observeInspection } from '../platform/machines/inspection-sink';
import { createBrowserDb } from '../platform/db/browser-db';
import { browserEnvironment } from '../platform/db/browser-environment';
import { createCartStore } from '../platform/db/stores/cart/cart-store';
import { afterFirstContentPaint } from './after-first-paint';

/** The tab's session storage, or none where the browser refuses it (the getter itself throws then). */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

// QA mode is decided before any actor starts: the inspector must see every actor from its first snapshot.
const storage = tabStorage();
const qa = readQaMode({
  search: window.location.search,
  storage: storage ?? { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
  buildFlag: appConfig.qaBuildFlag,
});
if (qa) {
  holdInspectionReports();
  const address = withoutQaSwitch(new URL(window.location.href));
  if (address) window.history.replaceState(window.history.state, '', address);
}

// Created at module level: React StrictMode runs effects twice, and a second database worker in the same tab
// would fail like a second tab.
const db = createBrowserDb(browserEnvironment());
const container = document.getElementById('root')!;
const services = createAppServices({
  baseUrl: appConfig.apiUrl,
  storage: window.localStorage,
  db,
  scheduleDbStart: (start) => afterFirstContentPaint(container, start),
});

// For QA and the end-to-end tests: the browser database and the cart's store (and in QA mode, below, the
// inspector's recorded log, from which a journey reads every actor's states).
const hook = { db, cart: createCartStore(db) };
Object.assign(window, { __domenika: hook });

// Also once, outside React: a history listens to popstate for as long as the tab lives. Created after the QA switch
// has left the address, so its first entry is the address the app shows.
const history = createBlockableHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));

// The first render is a transition, so React renders it in slices of a few milliseconds and yields between them
// instead of holding the main thread for the whole tree at once (Lighthouse's Total Blocking Time).
const root = createRoot(container);
startTransition(() => root.render(<App services={services} history={history} qa={qa} />));

// The inspector's code (and its layout library) is a separate chunk, fetched only in QA mode.
if (qa) {
  void import('../qa/qa-root').then(({ startQaInspector }) => {
    const qa = startQaInspector({ db, observe: observeInspection, appVersion: appConfig.appVersion });
    Object.assign(hook, { qa });
  });
}
