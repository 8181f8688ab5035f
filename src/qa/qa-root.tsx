import { StrictMode, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import type { InspectionEvent } from 'xstate';
import type { DbClient } from '../platform/db/db-client';
import { QA_EVENT_CAP } from '../platform/db/qa-events-table';
import type { QaEventEntry } from '../platform/db/protocol';
import { qaCopy } from './qa-copy';
import { saveFile } from '../ui/save-file';
import { createActorRegistry, type ActorRegistry } from './inspector/actor-registry';
import { InspectorPanel } from './inspector/inspector-panel';
import { createQaRecorder, type QaRecorder } from './qa-recorder';
import { createRecentEvents, type RecentEvents } from './recent-events';

export interface QaInspectorOptions {
  /** The tabs' browser store, where the event log is kept. */
  db: Pick<DbClient, 'request'>;
  /** The app's inspection sink (`observeInspection`): every report so far, then each new one. */
  observe: (next: (event: InspectionEvent) => void) => () => void;
  appVersion: string;
}

export interface QaInspectorHandle {
  /** The newest log entries (redacted), oldest first: what a journey reads to follow every actor's states. */
  recentEvents: () => readonly QaEventEntry[];
  stop: () => void;
}

function QaInspector({
  registry,
  recorder,
  recent,
  storeError,
}: {
  registry: ActorRegistry;
  recorder: QaRecorder;
  recent: RecentEvents;
  storeError: { subscribe: (listener: () => void) => () => void; get: () => string | null };
}) {
  const events = useSyncExternalStore(recent.subscribe, recent.getSnapshot);
  const logError = useSyncExternalStore(storeError.subscribe, storeError.get);
  const [actionError, setActionError] = useState<string | null>(null);
  const onExport = () => {
    setActionError(null);
    recorder.exportFile().then(
      ({ blob, name }) => saveFile(blob, name),
      () => setActionError(qaCopy.recording.exportFailed),
    );
  };
  const onClearLog = () => {
    setActionError(null);
    recorder.clear().then(
      () => recent.clear(),
      () => setActionError(qaCopy.recording.clearFailed),
    );
  };
  return (
    <InspectorPanel
      registry={registry}
      events={events}
      onExport={onExport}
      onClearLog={onClearLog}
      exportError={actionError ?? logError}
    />
  );
}

/**
 * QA mode, loaded as its own chunk only when QA mode is on: the live registry of actors and the
 * recording both take the app's inspection reports, and the docked panel shows them in a root of its own beside
 * the app's, so the app's tree and its tests stay as they are.
 */
export function startQaInspector({ db, observe, appVersion }: QaInspectorOptions): QaInspectorHandle {
  const registry = createActorRegistry();
  const recent = createRecentEvents();
  let storeFailure: string | null = null;
  const failureListeners = new Set<() => void>();
  const storeError = {
    get: () => storeFailure,
    subscribe: (listener: () => void) => {
      failureListeners.add(listener);
      return () => failureListeners.delete(listener);
    },
  };
  const recorder = createQaRecorder({
    db,
    appVersion,
    onAppend: recent.add,
    onError: (error) => {
      console.error('QA: dziennik zdarzeń nie zapisał partii', error);
      storeFailure = qaCopy.recording.storeFailed;
      failureListeners.forEach((listener) => listener());
    },
  });
  // The log outlives reloads: the panel starts with what it held. The read is queued before this load's first batch
  // (a quarter second away at least), and the store answers in order, so nothing is shown twice.
  void db.request('qa.read', { limit: QA_EVENT_CAP }).then(recent.seed, () => undefined);
  const stopObserving = observe((event) => {
    registry.inspect(event);
    recorder.inspect(event);
  });
  // A reload or a closed tab must not lose the last quarter second of events.
  const flush = () => void recorder.flush();
  window.addEventListener('pagehide', flush);

  const host = document.createElement('div');
  host.dataset.qaInspector = '';
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <StrictMode>
      <QaInspector registry={registry} recorder={recorder} recent={recent} storeError={storeError} />
    </StrictMode>,
  );
  return {
    recentEvents: recent.getSnapshot,
    stop: () => {
      stopObserving();
      window.removeEventListener('pagehide', flush);
      root.unmount();
      host.remove();
    },
  };
}
