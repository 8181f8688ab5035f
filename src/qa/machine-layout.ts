import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode, ElkPoint } from 'elkjs/lib/elk.bundled.js';
import type { GraphEdge, GraphNode, MachineGraph } from './machine-graph';

/** A box in the diagram's own coordinates (absolute, from its top left corner). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedNode extends Box {
  node: GraphNode;
  /** The lines written under the state's name: invoked actors and events handled without a change of state. */
  lines: string[];
  children: PlacedNode[];
}

export interface PlacedEdge {
  edge: GraphEdge;
  /** The route from the source to the target, bends included. */
  points: ElkPoint[];
  label: Box | null;
}

/** A machine's graph with every state placed and every transition routed. */
export interface MachineLayout {
  graph: MachineGraph;
  width: number;
  height: number;
  root: PlacedNode;
  edges: PlacedEdge[];
}

// jsdom and the inspector's first paint have no text metrics: sizes are estimated from the characters, generously.
const CHAR_WIDTH = 7;
/** The height of a line of text under a state's name; the diagram writes them at this pitch. */
export const LINE_HEIGHT = 16;
const TITLE_HEIGHT = 24;
const PADDING = 12;

/** What a state shows under its name. */
export function linesOf(node: GraphNode): string[] {
  return [...node.invokes.map((src) => `invoke: ${src}`), ...node.handles.map((handled) => handled.label)];
}

const textWidth = (text: string) => text.length * CHAR_WIDTH;

function elkNode(node: GraphNode): ElkNode {
  const lines = linesOf(node);
  const header = TITLE_HEIGHT + lines.length * LINE_HEIGHT;
  const width = Math.max(80, ...[node.key, ...lines].map(textWidth)) + 2 * PADDING;
  if (node.children.length === 0) return { id: node.id, width, height: header + PADDING };
  return {
    id: node.id,
    layoutOptions: {
      'elk.padding': `[top=${header + PADDING},left=${PADDING},bottom=${PADDING},right=${PADDING}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${width}, ${header + PADDING})`,
      // Regions of a parallel state sit side by side, as their diagram is usually read.
      ...(node.kind === 'parallel' ? { 'elk.direction': 'RIGHT' } : {}),
    },
    children: node.children.map(elkNode),
  };
}

function elkEdge(edge: GraphEdge): ElkExtendedEdge {
  return {
    id: edge.id,
    sources: [edge.source],
    targets: [edge.target],
    labels: [{ text: edge.label, width: textWidth(edge.label) + 4, height: LINE_HEIGHT }],
  };
}

const ROOT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.spacing.nodeNode': '32',
  'elk.layered.spacing.nodeNodeBetweenLayers': '40',
  'elk.spacing.edgeLabel': '4',
  'elk.edgeLabels.inline': 'false',
};

function place(elk: ElkNode, graphNode: GraphNode, offset: ElkPoint, origins: Map<string, ElkPoint>): PlacedNode {
  const x = offset.x + (elk.x ?? 0);
  const y = offset.y + (elk.y ?? 0);
  origins.set(graphNode.id, { x, y });
  const byId = new Map((elk.children ?? []).map((child) => [child.id, child]));
  return {
    node: graphNode,
    lines: linesOf(graphNode),
    x,
    y,
    width: elk.width ?? 0,
    height: elk.height ?? 0,
    children: graphNode.children.map((child) => place(byId.get(child.id)!, child, { x, y }, origins)),
  };
}

function collectEdges(elk: ElkNode): ElkExtendedEdge[] {
  return [...(elk.edges ?? []), ...(elk.children ?? []).flatMap(collectEdges)];
}

function route(
  elk: ElkExtendedEdge & { container?: string },
  edge: GraphEdge,
  origins: Map<string, ElkPoint>,
): PlacedEdge {
  // ELK gives an edge's route relative to the state that contains it.
  const origin = (elk.container && origins.get(elk.container)) || { x: 0, y: 0 };
  const shift = (point: ElkPoint) => ({ x: origin.x + point.x, y: origin.y + point.y });
  const points = (elk.sections ?? []).flatMap((section) => [
    section.startPoint,
    ...(section.bendPoints ?? []),
    section.endPoint,
  ]);
  const label = elk.labels?.[0];
  return {
    edge,
    points: points.map(shift),
    label: label
      ? { ...shift({ x: label.x ?? 0, y: label.y ?? 0 }), width: label.width ?? 0, height: label.height ?? 0 }
      : null,
  };
}

let sharedElk: InstanceType<typeof ELK> | null = null;

/** Lays a machine's graph out with ELK's layered algorithm, nested states inside their parents. */
export async function layoutMachine(graph: MachineGraph): Promise<MachineLayout> {
  // The bundled build runs ELK in this thread, so no worker file has to be served.
  sharedElk ??= new ELK();
  // The machine's root is a node inside ELK's graph, not the graph itself: a transition on the root (`on` of the
  // whole machine, such as the dialog's `dialog.close`) starts at that node, and ELK only routes edges between nodes.
  const input: ElkNode = {
    id: `${graph.root.id}::diagram`,
    layoutOptions: { ...ROOT_OPTIONS, 'elk.padding': '[top=0,left=0,bottom=0,right=0]' },
    children: [elkNode(graph.root)],
    edges: graph.edges.map(elkEdge),
  };
  const result = await sharedElk.layout(input);
  const origins = new Map<string, ElkPoint>();
  const root = place(result.children![0]!, graph.root, { x: 0, y: 0 }, origins);
  const byId = new Map(graph.edges.map((edge) => [edge.id, edge]));
  const edges = collectEdges(result)
    .filter((elk) => byId.has(elk.id))
    .map((elk) => route(elk, byId.get(elk.id)!, origins));
  return { graph, width: result.width ?? 0, height: result.height ?? 0, root, edges };
}
