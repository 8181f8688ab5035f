import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * A canonical text of any value: object keys sorted, functions by their name (an inline assign's body does not
 * count, so a development and a production build of one version hash alike), cycles cut.
 */
export function canonicalText(value: unknown): string {
  const seen = new WeakSet<object>();
  const visit = (inner: unknown): unknown => {
    if (typeof inner === 'function') {
      const fn = inner as { name?: string; type?: unknown };
      return `ƒ ${typeof fn.type === 'string' ? fn.type : fn.name || 'anonymous'}`;
    }
    if (typeof inner !== 'object' || inner === null) return inner;
    if (seen.has(inner)) return '↻';
    seen.add(inner);
    try {
      if (Array.isArray(inner)) return inner.map(visit);
      // xstate's definitions serialise themselves; their result carries `toJSON` again, which is not followed.
      const json = (inner as { toJSON?: unknown }).toJSON;
      const plain = (typeof json === 'function' ? json.call(inner) : inner) as Record<string, unknown>;
      const sorted: Record<string, unknown> = {};
      for (const key of Object.keys(plain).sort()) if (key !== 'toJSON') sorted[key] = visit(plain[key]);
      return sorted;
    } finally {
      seen.delete(inner);
    }
  };
  return JSON.stringify(visit(value)) ?? 'undefined';
}

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK = (1n << 64n) - 1n;

/** FNV-1a, 64 bits, over the text's UTF-8 bytes: stable everywhere, synchronous, and enough to tell versions apart. */
function fnv1a64(text: string): string {
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(text)) hash = ((hash ^ BigInt(byte)) * FNV_PRIME) & MASK;
  return hash.toString(16).padStart(16, '0');
}

/** Each compound state's initial state, read from the state nodes themselves. */
function initialStates(node: AnyStateNode): Record<string, string[]> {
  const own =
    node.type === 'compound' ? { [node.id]: node.initial.target.map((target: AnyStateNode) => target.id) } : {};
  return Object.values(node.states).reduce((all, child) => ({ ...all, ...initialStates(child) }), own);
}

/** A hash of a machine's definition: states, transitions, guards, actions and actors by name. */
export function definitionHash(machine: AnyStateMachine): string {
  // The serialised definition can leave a root's initial target empty (seen on xstate 5.33), so it is added here.
  return fnv1a64(canonicalText({ definition: machine.definition, initial: initialStates(machine.root) }));
}
