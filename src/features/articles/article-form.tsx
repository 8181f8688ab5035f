import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { articlesCopy as copy } from './articles-copy';
import type { ArticleUploadActor } from './article-upload-actor';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Form } from '../../ui/form';
import { ProgressBar } from '../../ui/progress-bar';
import { TextAreaField } from '../../ui/text-area-field';
import { TextField } from '../../ui/text-field';
import { ArticleLinkFields } from './article-link-fields';
import { ArticleTextFields } from './article-text-fields';
import styles from './articles.module.css';

const f = copy.form;

/** The upload under way: how much is sent, and a way to stop it (the draft stays). */
function UploadProgressBar({ actor }: { actor: ArticleUploadActor }) {
  const progress = useSelector(actor, (s) => s.context.progress);
  if (!progress) return null;
  const percent = progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : 0;
  return (
    <div className={styles.progress}>
      <ProgressBar
        label={f.progress}
        value={progress.loaded}
        maxValue={progress.total}
        valueLabel={f.progressValue(percent)}
      />
      <Button variant="secondary" onPress={() => actor.send({ type: 'upload.cancel' })}>
        {f.cancel}
      </Button>
    </div>
  );
}

/**
 * The article form of a publication awaiting content: title, links, the text pasted or as a file, remarks. The
 * machine holds the values and the messages; while uploading the fields rest and the progress shows.
 */
export function ArticleForm({ actor }: { actor: ArticleUploadActor }) {
  const draft = useSelector(actor, (s) => s.context.draft);
  const errors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const failed = useSelector(actor, (s) => s.matches('failed'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'article.submit' });
  };

  return (
    <section className={styles.card} aria-labelledby="article-form-heading">
      <h2 id="article-form-heading">{f.heading}</h2>
      <p className={styles.hint}>{f.intro}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <Form onSubmit={submit} aria-labelledby="article-form-heading" aria-busy={busy}>
        <TextField
          label={f.title}
          value={draft.title}
          maxLength={200}
          isDisabled={busy}
          onChange={(title) => actor.send({ type: 'draft.change', changes: { title } })}
          errorMessage={errors.title?.[0]}
        />
        <ArticleLinkFields actor={actor} disabled={busy} />
        <ArticleTextFields actor={actor} disabled={busy} />
        <TextAreaField
          label={f.notes}
          rows={3}
          value={draft.notes}
          isDisabled={busy}
          onChange={(notes) => actor.send({ type: 'draft.change', changes: { notes } })}
          errorMessage={errors.notes?.[0]}
        />
        {busy ? <UploadProgressBar actor={actor} /> : <Button type="submit">{failed ? f.retry : f.submit}</Button>}
      </Form>
    </section>
  );
}
