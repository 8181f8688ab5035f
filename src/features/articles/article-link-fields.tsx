import { useSelector } from '@xstate/react';
import { articlesCopy as copy } from './articles-copy';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import type { ArticleUploadActor } from './article-upload-actor';
import styles from './articles.module.css';

const f = copy.form;

/** The anchor links: an address and its text per link, "Dodaj link" up to the offer's maximum, and removal. */
export function ArticleLinkFields({ actor, disabled }: { actor: ArticleUploadActor; disabled: boolean }) {
  const links = useSelector(actor, (s) => s.context.draft.links);
  const errors = useSelector(actor, (s) => s.context.fieldErrors);
  const maxLinks = useSelector(actor, (s) => s.context.maxLinks);
  const canAdd = useSelector(actor, (s) => s.can({ type: 'link.add' }));
  return (
    <fieldset className={styles.links} aria-describedby="article-links-allowed">
      <legend className={styles.legend}>{f.links}</legend>
      <p id="article-links-allowed" className={styles.hint}>
        {f.linksAllowed(maxLinks)}
      </p>
      {errors.links && (
        <p className={styles.error} role="alert">
          {errors.links[0]}
        </p>
      )}
      {links.map((link, index) => (
        <div className={styles.linkRow} key={index}>
          <TextField
            label={f.url(index + 1)}
            type="url"
            inputMode="url"
            placeholder={f.urlPlaceholder}
            value={link.url}
            isDisabled={disabled}
            onChange={(url) => actor.send({ type: 'link.change', index, changes: { url } })}
            errorMessage={errors[`links.${index}.url`]?.[0]}
          />
          <TextField
            label={f.anchor(index + 1)}
            value={link.anchor}
            isDisabled={disabled}
            onChange={(anchor) => actor.send({ type: 'link.change', index, changes: { anchor } })}
            errorMessage={errors[`links.${index}.anchor`]?.[0]}
          />
          {links.length > 1 && (
            <Button variant="ghost" isDisabled={disabled} onPress={() => actor.send({ type: 'link.remove', index })}>
              {f.removeLink(index + 1)}
            </Button>
          )}
        </div>
      ))}
      {maxLinks > 1 && (
        <Button variant="secondary" isDisabled={disabled || !canAdd} onPress={() => actor.send({ type: 'link.add' })}>
          {f.addLink}
        </Button>
      )}
    </fieldset>
  );
}
