import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assign, createActor, fromPromise, setup } from 'xstate';
import type { QaEventEntry } from '../../platform/db/protocol';
import { EMPTY_CART } from '../../kernel/cart';
import { cartMachine } from '../../features/cart/cart.machine';
import { dialogMachine } from '../../platform/machines/dialog.machine';
import { escrowMachine, type EscrowRequest } from '../../features/checkout/escrow.machine';
import { createActorRegistry } from './actor-registry';
import { InspectorPanel } from './inspector-panel';

const escrowRequest: EscrowRequest = { aftermarket_id: 'am-1', items: [{ id: 7, name: 'sklep.pl', rent_price: null }] };

// The escrow request never answers here: the test looks at the machine while it waits.
const pendingEscrow = escrowMachine.provide({
  actors: { startEscrow: fromPromise(() => new Promise<{ message: string }>(() => {})) },
});

// A screen that holds a confirmation dialog and an escrow popup, as the app's screens do: both run as its children.
const screenMachine = setup({ actors: { dialog: dialogMachine, escrow: pendingEscrow } }).createMachine({
  id: 'screen',
  initial: 'editing',
  states: {
    editing: {
      invoke: [
        { src: 'dialog', id: 'confirmation', input: { confirmable: true } },
        { src: 'escrow', id: 'escrow' },
      ],
    },
  },
});

// A form that keeps what was typed, secrets included, and a long list.
const formMachine = setup({
  types: { context: {} as { account: { login: string; password: string; token: string }; items: number[] } },
}).createMachine({
  id: 'form',
  context: { account: { login: 'anna', password: 'hunter2-secret', token: 'tok-123456' }, items: [] },
  on: { 'form.fill': { actions: assign({ items: () => Array.from({ length: 60 }, (_, index) => index) }) } },
});

function runScreen() {
  const registry = createActorRegistry();
  const actor = createActor(screenMachine, { inspect: registry.inspect }).start();
  const { confirmation, escrow } = actor.getSnapshot().children;
  return { registry, actor, dialog: confirmation!, escrow: escrow! };
}

function renderPanel(registry = createActorRegistry(), events: QaEventEntry[] = []) {
  const calls = { exported: 0, cleared: 0 };
  const view = render(
    <InspectorPanel
      registry={registry}
      events={events}
      onExport={() => (calls.exported += 1)}
      onClearLog={() => (calls.cleared += 1)}
    />,
  );
  return { ...view, calls };
}

/** Sends to the actors, then lets the registry tell the panel (it does so in a microtask) inside React's act. */
const whileRendered = (send: () => void) =>
  act(async () => {
    send();
    await Promise.resolve();
  });

afterEach(() => window.sessionStorage.clear());

describe('the QA inspector panel', () => {
  it('lists the running machine actors, an invoked child under its parent', async () => {
    const { registry, actor, dialog } = runScreen();
    renderPanel(registry);
    const panel = screen.getByRole('region', { name: 'Inspektor QA' });
    const parent = within(panel).getByRole('button', { name: `screen (${actor.sessionId})` });
    const child = within(panel).getByRole('button', { name: `dialog (${dialog.sessionId})` });
    // The child's entry sits inside its parent's list item.
    expect(parent.closest('li')?.contains(child)).toBe(true);
    expect(parent.getAttribute('aria-pressed')).toBe('true');
    await screen.findByRole('img', { name: 'Maszyna „screen”, aktywne stany: editing' });
  });

  it('draws the selected actor live: the active state and the transition just taken follow its events', async () => {
    const { registry, escrow } = runScreen();
    const { container } = renderPanel(registry);
    await userEvent.click(screen.getByRole('button', { name: `escrow (${escrow.sessionId})` }));
    await screen.findByRole('img', { name: 'Maszyna „escrow”, aktywne stany: idle' });
    expect(container.querySelector('[data-taken="true"]')).toBeNull();

    await whileRendered(() => escrow.send({ type: 'escrow.submit', request: escrowRequest }));
    await screen.findByRole('img', { name: 'Maszyna „escrow”, aktywne stany: submitting' });
    const edge = container.querySelector('[data-edge-id="escrow.idle:escrow.submit:0"]');
    expect(edge?.getAttribute('data-taken')).toBe('true');
    expect(container.querySelectorAll('[data-taken="true"]')).toHaveLength(1);
    // The invoked request is drawn in its state.
    expect(container.querySelector('[data-state-id="escrow.submitting"]')?.textContent).toContain(
      'invoke: startEscrow',
    );
  });

  it("draws the cart's parallel regions, guards and invoked actors, and follows a change of mode", async () => {
    const registry = createActorRegistry();
    const cart = createActor(
      // The write never answers, so the mode's choice stays the last step the cart took.
      cartMachine.provide({ actors: { writeCart: fromPromise(() => new Promise<typeof EMPTY_CART>(() => {})) } }),
      { inspect: registry.inspect },
    ).start();
    const { container } = renderPanel(registry);
    const diagram = await screen.findByRole('img', { name: /^Maszyna „cart”/ });
    await waitFor(() => expect(diagram.getAttribute('aria-label')).toContain('mode.buy'));
    expect(container.querySelector('[data-state-id="cart"]')?.getAttribute('data-kind')).toBe('parallel');
    for (const region of ['cart.persistence', 'cart.mode', 'cart.period'])
      expect(container.querySelector(`[data-state-id="${region}"]`)?.getAttribute('data-region')).toBe('true');
    expect(container.querySelector('[data-state-id="cart.persistence.restoring"]')?.textContent).toContain(
      'invoke: loadCart',
    );
    const labels = [...container.querySelectorAll('[data-edge-id]')].map((edge) => edge.textContent);
    expect(labels).toContain('cart.setMode [isModeChosen]');

    await whileRendered(() => cart.send({ type: 'cart.setMode', mode: 'redirect' }));
    await waitFor(() => expect(diagram.getAttribute('aria-label')).toContain('mode.redirect'));
    expect(container.querySelector('[data-state-id="cart.mode.redirect"]')?.getAttribute('data-active')).toBe('true');
    expect(container.querySelector('[data-edge-id^="cart.mode.buy:cart.setMode"][data-taken="true"]')).not.toBeNull();
  });

  it('marks an actor that stopped', async () => {
    const { registry, actor, dialog } = runScreen();
    renderPanel(registry);
    await whileRendered(() => actor.stop());
    expect(screen.getByRole('button', { name: `dialog (${dialog.sessionId}) zatrzymany` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `screen (${actor.sessionId}) zatrzymany` })).toBeTruthy();
  });

  it('shows the context as a tree that opens and closes, without its secrets, long lists cut short', async () => {
    const registry = createActorRegistry();
    const actor = createActor(formMachine, { inspect: registry.inspect }).start();
    await whileRendered(() => actor.send({ type: 'form.fill' }));
    renderPanel(registry);
    const context = screen.getByRole('region', { name: 'Kontekst' });

    const account = within(context).getByRole('button', { name: /^account:/ });
    expect(account.getAttribute('aria-expanded')).toBe('false');
    expect(within(context).queryByText(/anna/)).toBeNull();
    await userEvent.click(account);
    expect(account.getAttribute('aria-expanded')).toBe('true');
    expect(within(context).getByText('"anna"')).toBeTruthy();
    expect(context.textContent).not.toContain('hunter2');
    expect(context.textContent).not.toContain('tok-123456');
    expect(context.textContent).toContain('[redacted]');

    await userEvent.click(within(context).getByRole('button', { name: /^items: \[60\]/ }));
    expect(within(context).getByText('… i 10 więcej')).toBeTruthy();
    await userEvent.click(account);
    expect(within(context).queryByText('"anna"')).toBeNull();
  });

  it('hands export and clearing to its owner, and links to the replay', async () => {
    const { calls } = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Eksportuj sesję' }));
    await userEvent.click(screen.getByRole('button', { name: 'Wyczyść dziennik' }));
    expect(calls).toEqual({ exported: 1, cleared: 1 });
    expect(screen.getByRole('link', { name: 'Odtwarzanie' }).getAttribute('href')).toBe('/qa/replay');
  });

  it('lists the latest events newest first, without personal data', () => {
    const at = Date.UTC(2026, 0, 5, 13, 30, 5, 123);
    renderPanel(createActorRegistry(), [
      {
        at,
        actorId: 'x:1',
        machineId: 'auth',
        eventType: 'auth.login',
        payload: '{"login":"anna@example.pl"}',
        snapshot: null,
      },
      {
        at: at + 1,
        actorId: 'x:2',
        machineId: 'cart',
        eventType: 'cart.toggleDomain',
        payload: '{"id":7}',
        snapshot: null,
      },
    ]);
    const items = within(screen.getByRole('region', { name: 'Ostatnie zdarzenia' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('cart (x:2)cart.toggleDomain{"id":7}'),
      expect.stringContaining('auth (x:1)auth.login{"login":"[redacted]"}'),
    ]);
    expect(items[1]!.textContent).toContain('14:30:05,123');
  });
});
