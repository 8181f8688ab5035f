import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { autoBlog, forum } from '../../../test/portal-fixtures';
import { publicationOrderMachine } from './publication-order.machine';

function start() {
  const added = vi.fn();
  const actor = createActor(
    publicationOrderMachine.provide({
      actions: {
        addToCart: (_, { order }) => {
          added(order);
        },
      },
    }),
  ).start();
  return { actor, added, context: () => actor.getSnapshot().context };
}

describe('the publication order popup', () => {
  it('is closed until a portal is chosen, then opens with the spec defaults', () => {
    const { actor, context } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'order.open', portal: autoBlog });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context()).toMatchObject({
      portal: autoBlog,
      draft: { offer: 'permanent_publication', linkType: '1', article: false, quantity: '1' },
      showErrors: false,
    });
  });

  it('adds a valid order to the cart and closes', () => {
    const { actor, added } = start();
    actor.send({ type: 'order.open', portal: autoBlog });
    actor.send({ type: 'order.change', changes: { offer: 'advertising_link', article: true, quantity: '3' } });
    actor.send({ type: 'order.submit' });
    expect(added).toHaveBeenCalledWith({
      id: 7,
      name: 'Auto Blog',
      publication_offer_id: 'advertising_link',
      price: 99,
      count: 3,
      link_type: 1,
      domenika_article: true,
    });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('stays open with the messages shown when the draft is invalid, and adds once it is fixed', () => {
    const { actor, added, context } = start();
    actor.send({ type: 'order.open', portal: autoBlog });
    actor.send({ type: 'order.change', changes: { quantity: '0' } });
    expect(context().showErrors).toBe(false);
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().showErrors).toBe(true);
    expect(added).not.toHaveBeenCalled();
    actor.send({ type: 'order.change', changes: { quantity: '2' } });
    actor.send({ type: 'order.submit' });
    expect(added).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('keeps the choices when closed and reopened for the same portal', () => {
    const { actor, added, context } = start();
    actor.send({ type: 'order.open', portal: autoBlog });
    actor.send({ type: 'order.change', changes: { quantity: '5', article: true } });
    actor.send({ type: 'order.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'order.open', portal: autoBlog });
    expect(context().draft).toMatchObject({ quantity: '5', article: true });
    expect(added).not.toHaveBeenCalled();
  });

  it('starts afresh for another portal, and after an order was added', () => {
    const { actor, context } = start();
    actor.send({ type: 'order.open', portal: autoBlog });
    actor.send({ type: 'order.change', changes: { quantity: '5' } });
    actor.send({ type: 'order.submit' });
    actor.send({ type: 'order.open', portal: autoBlog });
    expect(context().draft.quantity).toBe('1');
    actor.send({ type: 'order.close' });
    actor.send({ type: 'order.open', portal: forum });
    expect(context()).toMatchObject({
      portal: forum,
      draft: { offer: 'advertising_link', linkType: '0', quantity: '1' },
    });
  });

  it('ignores edits and submits while closed', () => {
    const { actor, added, context } = start();
    actor.send({ type: 'order.change', changes: { quantity: '9' } });
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(context().draft.quantity).toBe('1');
    expect(added).not.toHaveBeenCalled();
  });
});
