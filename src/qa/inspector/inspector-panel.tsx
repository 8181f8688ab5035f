import { useId, useState, useSyncExternalStore } from 'react';
import type { QaEventEntry } from '../../platform/db/protocol';
import { qaCopy } from '../qa-copy';
import { Button } from '../../ui/button';
import { ActorList } from './actor-list';
import type { ActorRegistry } from './actor-registry';
import { ActorView } from './actor-view';
import { DockSeparator } from './dock-separator';
import { EventList } from './event-list';
import { useDock } from './use-dock';
import styles from './inspector-panel.module.css';

const copy = qaCopy.inspector;

export interface InspectorPanelProps {
  /** The live actors (see createActorRegistry), fed by the app's inspection reports. */
  registry: Pick<ActorRegistry, 'subscribe' | 'getSnapshot'>;
  /** The event log as recorded, oldest first; the panel shows the latest ones. */
  events: readonly QaEventEntry[];
  /** "Eksportuj sesję": the caller builds and downloads the session. */
  onExport: () => void;
  /** "Wyczyść dziennik": the caller empties the stored log. */
  onClearLog: () => void;
  /** Why the last export failed, in Polish; shown in the bar until it is null again. */
  exportError?: string | null;
}

/**
 * The QA inspector, docked to the bottom of the window: the running machines, the selected one's live diagram and
 * context, and the latest events. It can be resized and collapsed; the app's overlays stop above it.
 */
export function InspectorPanel({ registry, events, onExport, onClearLog, exportError = null }: InspectorPanelProps) {
  const dock = useDock();
  const bodyId = useId();
  const { actors } = useSyncExternalStore(registry.subscribe, registry.getSnapshot);
  const machines = actors.filter((actor) => actor.machine !== null && actor.started);
  const [chosenId, setChosenId] = useState<string | null>(null);
  // Until someone chooses, or when the chosen actor was forgotten, the first running machine (or any) is shown.
  const selected =
    machines.find((actor) => actor.sessionId === chosenId) ??
    machines.find((actor) => actor.status === 'active') ??
    machines[0] ??
    null;

  return (
    <section aria-label={copy.label} className={styles.panel} style={{ height: dock.shown }}>
      {!dock.collapsed && (
        <DockSeparator
          height={dock.height}
          minHeight={dock.minHeight}
          maxHeight={dock.maxHeight}
          onResize={dock.resize}
          controls={bodyId}
        />
      )}
      <div className={styles.bar}>
        <h2 className={styles.title}>{copy.title}</h2>
        <Button variant="ghost" aria-expanded={!dock.collapsed} aria-controls={bodyId} onPress={dock.toggle}>
          {dock.collapsed ? copy.expand : copy.collapse}
        </Button>
        <Button variant="secondary" onPress={onExport}>
          {copy.exportSession}
        </Button>
        <Button variant="secondary" onPress={onClearLog}>
          {copy.clearLog}
        </Button>
        <a className={styles.link} href="/qa/replay">
          {copy.replay}
        </a>
        {exportError && (
          <p role="alert" className={styles.error} title={exportError}>
            {exportError}
          </p>
        )}
      </div>
      {!dock.collapsed && (
        <div id={bodyId} className={styles.body}>
          <div role="region" aria-label={copy.actors} tabIndex={0} className={styles.scroll}>
            <ActorList actors={machines} selectedId={selected?.sessionId ?? null} onSelect={setChosenId} />
          </div>
          {selected ? <ActorView actor={selected} /> : <p className={styles.muted}>{copy.noSelection}</p>}
          <div role="region" aria-label={copy.events} tabIndex={0} className={styles.scroll}>
            <h3 className={styles.heading}>{copy.events}</h3>
            <EventList events={events} />
          </div>
        </div>
      )}
    </section>
  );
}
