import { useSelector } from '@xstate/react';
import { articlesCopy as copy } from './articles-copy';
import type { ArticleTextSource } from '../../kernel/article-submission';
import { FileField } from '../../ui/file-field';
import { RadioGroupField } from '../../ui/radio-group-field';
import { TextAreaField } from '../../ui/text-area-field';
import type { ArticleUploadActor } from './article-upload-actor';
import styles from './articles.module.css';

const f = copy.form;
const SOURCES = [
  { value: 'text', label: f.sources.text },
  { value: 'file', label: f.sources.file },
] as const satisfies ReadonlyArray<{ value: ArticleTextSource; label: string }>;

/**
 * The article's text, pasted or as a file: a choice, then the one field it asks for. The limits are said before a
 * file is picked. Switching keeps what was pasted, so nothing typed is lost.
 */
export function ArticleTextFields({ actor, disabled }: { actor: ArticleUploadActor; disabled: boolean }) {
  const source = useSelector(actor, (s) => s.context.draft.source);
  const content = useSelector(actor, (s) => s.context.draft.content);
  const file = useSelector(actor, (s) => s.context.draft.file);
  const limits = useSelector(actor, (s) => s.context.limits);
  const errors = useSelector(actor, (s) => s.context.fieldErrors);
  return (
    <>
      <RadioGroupField<ArticleTextSource>
        label={f.source}
        options={SOURCES}
        value={source}
        onChange={(next) => actor.send({ type: 'draft.change', changes: { source: next } })}
      />
      {source === 'text' ? (
        <>
          {/* The file limits are known before the customer chooses to send a file. */}
          <p className={styles.hint}>{f.fileLimit(limits)}</p>
          <TextAreaField
            label={f.content}
            description={f.contentLimit(limits)}
            rows={12}
            value={content}
            isDisabled={disabled}
            onChange={(next) => actor.send({ type: 'draft.change', changes: { content: next } })}
            errorMessage={errors.content?.[0]}
          />
        </>
      ) : (
        <>
          <FileField
            label={f.file}
            name="file"
            description={f.fileLimit(limits)}
            accept={limits.allowed_extensions.join(',')}
            isDisabled={disabled}
            onChange={(chosen) => actor.send({ type: 'draft.change', changes: { file: chosen } })}
            errorMessage={errors.file?.[0]}
          />
          {/* The input forgets its file when the choice is switched back and forth; the draft keeps it. */}
          {file && <p className={styles.chosen}>{f.chosen(file.name)}</p>}
        </>
      )}
    </>
  );
}
