import { describe, expect, it } from 'vitest';
import { cartMachine } from '../features/cart/cart.machine';
import { escrowMachine } from '../features/checkout/escrow.machine';
import { machineCatalogue } from './machine-catalogue';
import { machineGraph } from './machine-graph';
import { layoutMachine, type Box, type PlacedNode } from './machine-layout';

const flatten = (node: PlacedNode): PlacedNode[] => [node, ...node.children.flatMap(flatten)];
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('laying out a machine', () => {
  it('places every state of the escrow machine, side by side without overlapping, inside the diagram', async () => {
    const layout = await layoutMachine(machineGraph(escrowMachine));
    const states = layout.root.children;
    expect(states.map((s) => s.node.key)).toEqual(['idle', 'submitting', 'failed', 'succeeded']);
    for (const state of states) {
      expect(state.width).toBeGreaterThan(0);
      expect(inside(state, { x: 0, y: 0, width: layout.width, height: layout.height })).toBe(true);
    }
    for (const [i, a] of states.entries()) for (const b of states.slice(i + 1)) expect(overlap(a, b)).toBe(false);
  });

  it.each([
    ['escrow', escrowMachine],
    ['cart', cartMachine],
  ])('routes every transition of the %s machine from its source to its target, with a label', async (_, machine) => {
    const graph = machineGraph(machine);
    const layout = await layoutMachine(graph);
    expect(layout.edges.map((e) => e.edge.id).sort()).toEqual(graph.edges.map((e) => e.id).sort());
    const boxOf = new Map(flatten(layout.root).map((n) => [n.node.id, n]));
    const near = (point: { x: number; y: number }, box: Box) =>
      point.x >= box.x - 1 &&
      point.x <= box.x + box.width + 1 &&
      point.y >= box.y - 1 &&
      point.y <= box.y + box.height + 1;
    for (const { edge, points, label } of layout.edges) {
      expect(points.length).toBeGreaterThanOrEqual(2);
      expect(near(points[0]!, boxOf.get(edge.source)!)).toBe(true);
      expect(near(points.at(-1)!, boxOf.get(edge.target)!)).toBe(true);
      expect(label?.width).toBeGreaterThan(0);
    }
  });

  it('keeps nested states inside their parents, below the lines the parent shows', async () => {
    const layout = await layoutMachine(machineGraph(cartMachine));
    const check = (node: PlacedNode) => {
      for (const child of node.children) {
        expect(inside(child, node)).toBe(true);
        expect(child.y).toBeGreaterThanOrEqual(node.y + node.lines.length * 16);
        check(child);
      }
    };
    check(layout.root);
    expect(flatten(layout.root).length).toBeGreaterThan(3);
  });

  it.each(Object.keys(machineCatalogue))(
    'lays out the %s machine with every transition routed, those on the machine itself too',
    async (id) => {
      const graph = machineGraph(machineCatalogue[id]!);
      const layout = await layoutMachine(graph);
      expect(layout.edges.map((placed) => placed.edge.id).sort()).toEqual(graph.edges.map((edge) => edge.id).sort());
      for (const placed of layout.edges) expect(placed.points.length).toBeGreaterThanOrEqual(2);
    },
  );

  it('routes the dialog machine’s own dialog.close from the machine to its closed state', async () => {
    const graph = machineGraph(machineCatalogue.dialog!);
    const layout = await layoutMachine(graph);
    const close = layout.edges.filter((placed) => placed.edge.source === graph.root.id);
    expect(close.map((placed) => placed.edge.event)).toContain('dialog.close');
  });
});
