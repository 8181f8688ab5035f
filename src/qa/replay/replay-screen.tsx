import { useState } from 'react';
import { qaCopy } from '../qa-copy';
import { Alert } from '../../ui/alert';
import { FileField } from '../../ui/file-field';
import { Page } from '../../ui/page';
import { loadSession, type LoadedSession } from '../replay';
import { MAX_SESSION_FILE_BYTES, sessionTooLarge } from '../session-export';
import { ReplayView } from './replay-view';
import styles from './replay.module.css';

const copy = qaCopy.player;

interface Opened {
  /** Counts the files opened, so a second import of the same file starts a fresh player. */
  serial: number;
  result: LoadedSession;
}

/**
 * /qa/replay, in QA mode only: a QA engineer imports an exported session, and it is replayed here through the
 * machines' pure transitions. A session recorded with other machine definitions is refused with the reasons.
 */
export default function ReplayScreen({ title }: { title: string }) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const open = (result: LoadedSession) => setOpened((previous) => ({ serial: (previous?.serial ?? 0) + 1, result }));

  const onFile = (file: File | null) => {
    if (!file) return setOpened(null);
    if (file.size > MAX_SESSION_FILE_BYTES) return open(sessionTooLarge());
    file.text().then(
      (text) => open(loadSession(text)),
      () => open({ ok: false, errors: [copy.unreadable] }),
    );
  };

  return (
    <main className={styles.screen}>
      <Page title={title}>
        <p>{copy.intro}</p>
        <FileField
          label={copy.file}
          description={copy.fileDescription}
          accept=".json,application/json"
          errorMessage={opened && !opened.result.ok ? copy.refused : undefined}
          onChange={onFile}
        />
        {opened && !opened.result.ok && (
          <Alert tone="error">
            <ul className={styles.errors}>
              {opened.result.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </Alert>
        )}
        {opened?.result.ok && (
          <ReplayView key={opened.serial} session={opened.result.session} replay={opened.result.replay} />
        )}
        <p>
          <a href="/">{copy.backToApp}</a>
        </p>
      </Page>
    </main>
  );
}
