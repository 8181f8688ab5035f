import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

/** A transition that changes no state (actions only), listed on the state that handles it. */
export interface HandledEvent {
  id: string;
  label: string;
}

/** One state of the machine, with its children nested as in the definition. */
export interface GraphNode {
  /** The state node's id (`cart.ready.idle`), which is also how snapshots and transitions name it. */
  id: string;
  key: string;
  kind: StateKind;
  /** The parent's initial state. */
  initial: boolean;
  /** A region of a parallel state: all regions are active together. */
  region: boolean;
  /** Invoked actors, by the name the machine gives them (`loadCart`). */
  invokes: string[];
  tags: string[];
  handles: HandledEvent[];
  children: GraphNode[];
}

export type EdgeKind = 'event' | 'always' | 'after' | 'done' | 'error';

/** A transition to another state (or the same one, re-entered); one edge per target. */
export interface GraphEdge {
  id: string;
  source: string;
  target: string;
  kind: EdgeKind;
  /** The event as a reader says it: `cart.restore`, `after 15000 ms`, `done: loadCart`, `always`. */
  event: string;
  guard: string | null;
  /** `event [guard]`. */
  label: string;
}

/** A machine as a plain graph: built from its own definition, so it cannot go stale. */
export interface MachineGraph {
  machineId: string;
  root: GraphNode;
  edges: GraphEdge[];
}

/** What a guard on a transition can be: its name, `{ type, params }`, or a function (inline, or a combinator). */
interface GuardShape {
  type?: unknown;
  guards?: unknown;
  name?: unknown;
}

/** A guard's name: its type in `setup`, or `not(x)`, `and(a, b)` for xstate's combinators. */
export function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if ((typeof guard !== 'object' && typeof guard !== 'function') || guard === null) return 'guard';
  const { type, guards, name }: GuardShape = guard;
  if (typeof type === 'string') return type;
  const own = typeof name === 'string' && name !== '' ? name : 'guard';
  // xstate's `not`, `and` and `or` are functions of those names that carry the guards they combine.
  if (Array.isArray(guards)) return `${own}(${guards.map((inner: unknown) => guardName(inner)).join(', ')})`;
  return own;
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';

function invokedName(node: AnyStateNode, invokeId: string): string {
  const invoke = node.invoke.find((definition) => definition.id === invokeId);
  if (!invoke) return invokeId;
  return typeof invoke.src === 'string' ? invoke.src : invoke.id;
}

/** `after 15000 ms`; a named delay shows its name and, when `setup` gives it as a number, its length. */
function delayLabel(node: AnyStateNode, delay: unknown): string {
  if (typeof delay === 'number') return `after ${delay} ms`;
  if (typeof delay !== 'string') return 'after (delay)';
  const value: unknown = node.machine.implementations.delays[delay];
  return typeof value === 'number' ? `after ${delay} (${value} ms)` : `after ${delay}`;
}

function describeEvent(node: AnyStateNode, transition: AnyTransitionDefinition): { kind: EdgeKind; event: string } {
  const type = String(transition.eventType);
  if (type === '') return { kind: 'always', event: 'always' };
  if ('delay' in transition) {
    return { kind: 'after', event: delayLabel(node, transition.delay) };
  }
  if (type.startsWith(DONE)) return { kind: 'done', event: `done: ${invokedName(node, type.slice(DONE.length))}` };
  if (type.startsWith(ERROR)) return { kind: 'error', event: `error: ${invokedName(node, type.slice(ERROR.length))}` };
  if (type.startsWith(AFTER)) return { kind: 'after', event: `after ${type.slice(AFTER.length).split('.')[0]}` };
  return { kind: 'event', event: type };
}

/** The transitions a state node defines, in order: its events (and delays), then its eventless ones. */
function transitionsOf(node: AnyStateNode): Array<{ key: string; list: readonly AnyTransitionDefinition[] }> {
  const lists = [...node.transitions].map(([key, list]) => ({ key, list }));
  const always = (node as { always?: readonly AnyTransitionDefinition[] }).always;
  return always && always.length > 0 ? [...lists, { key: 'always', list: always }] : lists;
}

/**
 * The id of the edge (or handled event) drawn for a transition: the inspector gets transitions from XState's
 * microsteps and highlights the edges with these ids. One transition to several states gives `id#0`, `id#1`.
 */
export function transitionId(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const type = String(transition.eventType);
  const key = type === '' ? 'always' : type;
  const list = transitionsOf(source).find((entry) => entry.key === key)?.list ?? [];
  return `${source.id}:${key}:${Math.max(0, list.indexOf(transition))}`;
}

function collect(node: AnyStateNode, initialIds: ReadonlySet<string>, parentKind: string | null, edges: GraphEdge[]) {
  const handles: HandledEvent[] = [];
  for (const { key, list } of transitionsOf(node)) {
    list.forEach((transition, index) => {
      const id = `${node.id}:${key}:${index}`;
      const { kind, event } = describeEvent(node, transition);
      const guard = transition.guard === undefined ? null : guardName(transition.guard);
      const label = guard ? `${event} [${guard}]` : event;
      const targets = transition.target ?? [];
      if (targets.length === 0) handles.push({ id, label });
      targets.forEach((target: AnyStateNode, n: number) => {
        edges.push({
          id: targets.length > 1 ? `${id}#${n}` : id,
          source: node.id,
          target: target.id,
          kind,
          event,
          guard,
          label,
        });
      });
    });
  }
  const childInitial = new Set<string>(
    node.type === 'compound' ? (node.initial?.target ?? []).map((target: AnyStateNode) => target.id) : [],
  );
  const graphNode: GraphNode = {
    id: node.id,
    key: node.key,
    kind: node.type,
    initial: initialIds.has(node.id),
    region: parentKind === 'parallel',
    invokes: node.invoke.map((invoke) => (typeof invoke.src === 'string' ? invoke.src : invoke.id)),
    tags: [...node.tags],
    handles,
    children: [],
  };
  graphNode.children = Object.values(node.states).map((child) => collect(child, childInitial, node.type, edges));
  return graphNode;
}

/** Builds the graph of a machine from `machine.root`: states nested, edges labelled with event, guard and delay. */
export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const edges: GraphEdge[] = [];
  const root = collect(machine.root, new Set(), null, edges);
  return { machineId: machine.id, root, edges };
}

/** Every node of the graph, depth first. */
export function allNodes(root: GraphNode): GraphNode[] {
  return [root, ...root.children.flatMap(allNodes)];
}
