import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createActor, type AnyTransitionDefinition } from 'xstate';
import { cartMachine } from '../features/cart/cart.machine';
import { escrowMachine } from '../features/checkout/escrow.machine';
import { machineGraph, transitionId } from './machine-graph';
import { layoutMachine } from './machine-layout';
import { MachineDiagram } from './machine-diagram';

const stateBox = (container: HTMLElement, id: string) => container.querySelector(`[data-state-id="${id}"]`);

describe('a machine diagram', () => {
  it('names the machine and its active state, and highlights that state only', async () => {
    const layout = await layoutMachine(machineGraph(escrowMachine));
    const { container } = render(<MachineDiagram layout={layout} active="submitting" />);
    expect(screen.getByRole('img', { name: 'Maszyna „escrow”, aktywne stany: submitting' })).toBeTruthy();
    expect(stateBox(container, 'escrow.submitting')?.getAttribute('data-active')).toBe('true');
    expect(stateBox(container, 'escrow.idle')?.hasAttribute('data-active')).toBe(false);
  });

  it('draws each state with its invoked actor and each transition with its label', async () => {
    const layout = await layoutMachine(machineGraph(escrowMachine));
    const { container } = render(<MachineDiagram layout={layout} />);
    expect(stateBox(container, 'escrow.submitting')?.textContent).toContain('invoke: startEscrow');
    expect(stateBox(container, 'escrow.idle')?.querySelector('[data-initial]')).not.toBeNull();
    const labels = [...container.querySelectorAll('[data-edge-id]')].map((edge) => edge.textContent);
    expect(labels).toEqual(expect.arrayContaining(['escrow.submit', 'done: startEscrow', 'escrow.reset']));
    expect(screen.getByRole('img', { name: 'Maszyna „escrow”, brak aktywnych stanów' })).toBeTruthy();
  });

  it('follows a running actor: its nested active states and the transitions it just took', async () => {
    const taken: string[] = [];
    const actor = createActor(cartMachine, {
      inspect: (event) => {
        if (event.type === '@xstate.microstep')
          taken.push(...(event as { _transitions: AnyTransitionDefinition[] })._transitions.map(transitionId));
      },
    }).start();
    await new Promise<void>((resolve) => actor.subscribe((snapshot) => !snapshot.hasTag('busy') && resolve()));
    const snapshot = actor.getSnapshot();
    actor.stop();
    const layout = await layoutMachine(machineGraph(cartMachine));
    const { container } = render(<MachineDiagram layout={layout} active={snapshot.value} taken={taken} />);

    const activeIds = [...container.querySelectorAll('[data-active="true"]')].map((g) =>
      g.getAttribute('data-state-id'),
    );
    expect(activeIds).toEqual(expect.arrayContaining(['cart', ...snapshot._nodes.map((node) => node.id)]));
    expect(activeIds).not.toContain('cart.restoring');
    const takenEdges = [...container.querySelectorAll('[data-edge-id][data-taken="true"]')];
    expect(takenEdges.map((edge) => edge.textContent)).toContain('done: loadCart');
    const img = screen.getByRole('img');
    expect(img.getAttribute('aria-label')).toMatch(/^Maszyna „cart”, aktywne stany: /);
    expect(img.getAttribute('aria-label')).not.toContain('restoring');
  });

  it('accepts the active states as a set of ids', async () => {
    const layout = await layoutMachine(machineGraph(escrowMachine));
    const { container } = render(<MachineDiagram layout={layout} active={new Set(['escrow', 'escrow.failed'])} />);
    expect(stateBox(container, 'escrow.failed')?.getAttribute('data-active')).toBe('true');
    expect(screen.getByRole('img', { name: 'Maszyna „escrow”, aktywne stany: failed' })).toBeTruthy();
  });
});
