import type { FormEvent } from 'react';
import { Form } from '../../../ui/form';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatMoney } from '../../../kernel/polish';
import { portalsCopy } from './portals-copy';
import type { publicationOrderMachine } from './publication-order.machine';
import { toPln } from '../../../kernel/money';
import {
  isPublicationOfferId,
  linkTypesOf,
  offersOf,
  orderPrice,
  validateOrder,
  type OrderablePortal,
  type PublicationOrderDraft,
  type PublicationOrderErrors,
} from '../../../kernel/publication-order';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { ModalDialog } from '../../../ui/modal-dialog';
import { RadioGroupField } from '../../../ui/radio-group-field';
import { TextField } from '../../../ui/text-field';
import styles from './publication-order.module.css';

const copy = portalsCopy.order;
const NO_ERRORS: PublicationOrderErrors = {};

export type PublicationOrderActor = ActorRefFrom<typeof publicationOrderMachine>;

function PriceSummary({ portal, draft }: { portal: OrderablePortal; draft: PublicationOrderDraft }) {
  const price = orderPrice(portal, draft);
  return (
    <section className={styles.summary} aria-labelledby="publication-price-heading" aria-live="polite">
      <h3 id="publication-price-heading">{copy.priceHeading}</h3>
      {price && (
        <dl>
          <dt>{copy.unit}</dt>
          <dd>{formatMoney(toPln(price.unit))}</dd>
          {price.total && price.count !== null && (
            <>
              <dt>
                {copy.total} <span className={styles.times}>{copy.times(String(price.count))}</span>
              </dt>
              <dd>{formatMoney(toPln(price.total.net))}</dd>
              <dt>{copy.gross}</dt>
              <dd>{formatMoney(toPln(price.total.gross))}</dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}

function OrderForm({ actor, portal }: { actor: PublicationOrderActor; portal: OrderablePortal }) {
  const draft = useSelector(actor, (s) => s.context.draft);
  const showErrors = useSelector(actor, (s) => s.context.showErrors);
  const errors = showErrors ? validateOrder(portal, draft).errors : NO_ERRORS;
  const change = (changes: Partial<PublicationOrderDraft>) => actor.send({ type: 'order.change', changes });
  const offers = offersOf(portal).map((offer) => ({
    value: offer.id,
    label: `${portalsCopy.offers[offer.id]} — ${formatMoney(offer.price)}`,
  }));
  const links = linkTypesOf(portal).map((value) => ({ value, label: portalsCopy.linkTypes[value] }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'order.submit' });
  };

  return (
    <Form onSubmit={submit} className={styles.form}>
      <RadioGroupField<string>
        label={copy.offer}
        orientation="vertical"
        options={offers}
        value={draft.offer ?? ''}
        onChange={(offer) => isPublicationOfferId(offer) && change({ offer })}
        errorMessage={errors.offer}
      />
      <div>
        <Checkbox name="domenika_article" isSelected={draft.article} onChange={(article) => change({ article })}>
          {copy.article}
        </Checkbox>
        <p className={styles.hint}>{copy.articleHint}</p>
      </div>
      <RadioGroupField<string>
        label={copy.linkType}
        options={links}
        value={draft.linkType ?? ''}
        onChange={(linkType) => (linkType === '0' || linkType === '1') && change({ linkType })}
        errorMessage={errors.linkType}
      />
      <TextField
        label={copy.quantity}
        name="count"
        inputMode="numeric"
        value={draft.quantity}
        onChange={(quantity) => change({ quantity })}
        errorMessage={errors.quantity}
      />
      <PriceSummary portal={portal} draft={draft} />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => actor.send({ type: 'order.close' })}>
          {copy.cancel}
        </Button>
        <Button type="submit">{copy.submit}</Button>
      </div>
    </Form>
  );
}

/**
 * The publication order popup (spec section 2): type, the article add-on, Follow or NoFollow, the quantity, and the
 * price following them; "Dodaj do koszyka" adds the order and closes it. The machine holds the choices.
 */
export function PublicationOrderDialog({ actor }: { actor: PublicationOrderActor }) {
  const open = useSelector(actor, (s) => s.matches('editing'));
  const portal = useSelector(actor, (s) => s.context.portal);
  return (
    <ModalDialog
      isOpen={open && portal !== null}
      title={copy.title(portal?.name ?? '')}
      onClose={() => actor.send({ type: 'order.close' })}
    >
      {portal && <OrderForm actor={actor} portal={portal} />}
    </ModalDialog>
  );
}
