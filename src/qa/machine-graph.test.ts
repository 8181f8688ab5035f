import { describe, expect, it } from 'vitest';
import { createActor, not, setup, type AnyTransitionDefinition } from 'xstate';
import { cartMachine } from '../features/cart/cart.machine';
import { checkoutMachine } from '../features/checkout/checkout.machine';
import { escrowMachine } from '../features/checkout/escrow.machine';
import { invoiceDownloadMachine } from '../features/orders/invoice-download.machine';
import { allNodes, machineGraph, transitionId, type MachineGraph } from './machine-graph';

const node = (graph: MachineGraph, id: string) => allNodes(graph.root).find((n) => n.id === id);
const edgesFrom = (graph: MachineGraph, source: string) =>
  graph.edges.filter((edge) => edge.source === source).map((edge) => `${edge.label} → ${edge.target}`);

describe('the graph of the escrow machine', () => {
  const graph = machineGraph(escrowMachine);

  it('has its states, idle marked as the initial one, and the invoked actor on its state', () => {
    expect(graph.machineId).toBe('escrow');
    expect(graph.root.children.map((child) => child.key)).toEqual(['idle', 'submitting', 'failed', 'succeeded']);
    expect(node(graph, 'escrow.idle')).toMatchObject({ initial: true, kind: 'atomic' });
    expect(node(graph, 'escrow.failed')).toMatchObject({ initial: false });
    expect(node(graph, 'escrow.submitting')).toMatchObject({ invokes: ['startEscrow'], tags: ['busy'] });
  });

  it('labels every transition with its event, and the invoked actor’s results by its name', () => {
    expect(edgesFrom(graph, 'escrow.idle')).toEqual(['escrow.submit → escrow.submitting']);
    expect(edgesFrom(graph, 'escrow.submitting')).toEqual([
      'done: startEscrow → escrow.succeeded',
      'error: startEscrow → escrow.failed',
    ]);
    expect(edgesFrom(graph, 'escrow.failed')).toEqual([
      'escrow.submit → escrow.submitting',
      'escrow.reset → escrow.idle',
    ]);
  });
});

describe('the graph of the checkout machine', () => {
  const graph = machineGraph(checkoutMachine);

  it('shows the guard that sends a failure to the price refresh', () => {
    expect(edgesFrom(graph, 'checkout.submitting')).toEqual([
      'done: placeOrder → checkout.placed',
      'error: placeOrder [isPricesChanged] → checkout.refreshingPrices',
      'error: placeOrder → checkout.idle',
    ]);
    expect(graph.edges.find((edge) => edge.target === 'checkout.refreshingPrices')?.guard).toBe('isPricesChanged');
  });

  it('lists an event that changes no state on the state that handles it', () => {
    expect(node(graph, 'checkout.idle')?.handles.map((handled) => handled.label)).toEqual(['checkout.dismiss']);
  });
});

describe('the graph of the cart machine', () => {
  const graph = machineGraph(cartMachine);

  it('shows where the cart is loaded and where a load ends', () => {
    const loading = allNodes(graph.root).find((n) => n.invokes.includes('loadCart'));
    expect(loading).toBeDefined();
    expect(graph.edges.filter((edge) => edge.source === loading!.id).map((edge) => edge.event)).toEqual(
      expect.arrayContaining(['done: loadCart', 'error: loadCart']),
    );
    expect(allNodes(graph.root).some((n) => n.invokes.includes('writeCart'))).toBe(true);
  });

  it('names its events and guards as the machine does', () => {
    const labels = [...graph.edges.map((edge) => edge.label), ...allNodes(graph.root).flatMap((n) => n.handles)];
    const text = JSON.stringify(labels);
    expect(text).toContain('cart.toggleDomain');
    expect(text).toContain('cart.restore');
    expect(text).toContain('[isAddition]');
  });
});

describe('delays, nesting, parallel regions and final states', () => {
  const machine = setup({
    guards: { isIdle: () => true },
    delays: { grace: 2_000 },
  }).createMachine({
    id: 'demo',
    initial: 'waiting',
    states: {
      waiting: {
        after: { 15000: { target: 'working' }, grace: { target: 'working', guard: not('isIdle') } },
        on: { 'demo.go': { target: 'working', guard: 'isIdle' } },
      },
      working: {
        type: 'parallel',
        states: {
          mode: { initial: 'buy', states: { buy: { on: { 'demo.rent': 'rent' } }, rent: {} } },
          period: { initial: 'd30', states: { d30: { always: 'done' }, done: { type: 'final' } } },
        },
      },
    },
  });
  const graph = machineGraph(machine);

  it('labels delayed transitions with their delay, and a named one with its length', () => {
    expect(edgesFrom(graph, 'demo.waiting')).toEqual([
      'demo.go [isIdle] → demo.working',
      'after 15000 ms → demo.working',
      'after grace (2000 ms) [not(isIdle)] → demo.working',
    ]);
    expect(graph.edges.find((edge) => edge.event === 'after 15000 ms')?.kind).toBe('after');
  });

  it('shows parallel states with their regions, nested states, and final states', () => {
    expect(node(graph, 'demo.working')).toMatchObject({ kind: 'parallel', initial: false });
    expect(node(graph, 'demo.working.mode')).toMatchObject({ kind: 'compound', region: true, initial: false });
    expect(node(graph, 'demo.working.mode.buy')).toMatchObject({ initial: true, region: false });
    expect(node(graph, 'demo.working.period.done')).toMatchObject({ kind: 'final' });
    expect(edgesFrom(graph, 'demo.working.period.d30')).toEqual(['always → demo.working.period.done']);
  });

  it('gives a transition taken at run time the id of its edge', () => {
    const taken: string[] = [];
    const actor = createActor(machine, {
      inspect: (event) => {
        if (event.type !== '@xstate.microstep') return;
        const transitions = (event as { _transitions: AnyTransitionDefinition[] })._transitions;
        taken.push(...transitions.map(transitionId));
      },
    }).start();
    actor.send({ type: 'demo.go' });
    actor.stop();
    const ids = new Set(graph.edges.map((edge) => edge.id));
    expect(taken.length).toBeGreaterThan(0);
    expect(taken.every((id) => ids.has(id))).toBe(true);
    expect(taken).toContain('demo.waiting:demo.go:0');
  });
});

describe('a machine with a delay given in setup', () => {
  it('shows its name and length', () => {
    const graph = machineGraph(invoiceDownloadMachine);
    expect(
      graph.edges.some((edge) => edge.kind === 'after' && /after downloadTimeout \(\d+ ms\)/.test(edge.event)),
    ).toBe(true);
  });
});
