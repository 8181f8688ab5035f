import type { StateValue } from 'xstate';
import type { GraphNode } from './machine-graph';

/**
 * The ids of the states a snapshot's `value` names, their ancestors included (the root too). It walks the graph by
 * the states' keys, so a state given its own `id` in the machine is still found.
 */
export function activeStateIds(root: GraphNode, value: StateValue): Set<string> {
  const active = new Set<string>([root.id]);
  const visit = (node: GraphNode, part: StateValue) => {
    const entries: Array<[string, StateValue | null]> =
      typeof part === 'string' ? [[part, null]] : Object.entries(part).map(([key, inner]) => [key, inner ?? null]);
    for (const [key, inner] of entries) {
      const child = node.children.find((candidate) => candidate.key === key);
      if (!child) continue;
      active.add(child.id);
      if (inner !== null && (typeof inner === 'string' || Object.keys(inner).length > 0)) visit(child, inner);
    }
  };
  visit(root, value);
  return active;
}

/** The deepest active states, named by their path under the root (`ready.idle`): what a reader is told. */
export function activeLeafNames(root: GraphNode, active: ReadonlySet<string>): string[] {
  const names: string[] = [];
  const visit = (node: GraphNode, path: string[]) => {
    const activeChildren = node.children.filter((child) => active.has(child.id));
    if (activeChildren.length === 0 && path.length > 0) names.push(path.join('.'));
    for (const child of activeChildren) visit(child, [...path, child.key]);
  };
  visit(root, []);
  return names;
}
