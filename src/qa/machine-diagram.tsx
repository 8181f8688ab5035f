import { useId } from 'react';
import type { StateValue } from 'xstate';
import { qaCopy } from './qa-copy';
import { activeLeafNames, activeStateIds } from './active-states';
import { LINE_HEIGHT, type MachineLayout, type PlacedEdge, type PlacedNode } from './machine-layout';
import styles from './machine-diagram.module.css';

export interface MachineDiagramProps {
  layout: MachineLayout;
  /** The active states: a snapshot's `value`, or the ids of the active states. */
  active?: StateValue | ReadonlySet<string>;
  /** The ids of the transitions just taken (see `transitionId`), drawn highlighted. */
  taken?: Iterable<string>;
}

const TITLE_BASELINE = 17;
const TEXT_INSET = 8;

function NodeBox({
  placed,
  active,
  taken,
}: {
  placed: PlacedNode;
  active: ReadonlySet<string>;
  taken: ReadonlySet<string>;
}) {
  const { node, x, y, width, height } = placed;
  const isActive = active.has(node.id);
  return (
    <g
      className={styles.state}
      data-state-id={node.id}
      data-kind={node.kind}
      data-active={isActive ? 'true' : undefined}
      data-region={node.region ? 'true' : undefined}
    >
      <rect
        className={isActive ? `${styles.box} ${styles.active}` : styles.box}
        x={x}
        y={y}
        width={width}
        height={height}
        rx={node.kind === 'history' ? height / 2 : 6}
        strokeDasharray={node.region ? '6 4' : undefined}
      />
      {node.kind === 'final' && (
        <rect className={styles.finalRing} x={x + 3} y={y + 3} width={width - 6} height={height - 6} rx={4} />
      )}
      {node.initial && (
        <g className={styles.initial} data-initial="true">
          <circle cx={x - 10} cy={y - 10} r={4} />
          <line x1={x - 7} y1={y - 7} x2={x} y2={y} />
        </g>
      )}
      <text className={styles.title} x={x + TEXT_INSET} y={y + TITLE_BASELINE}>
        {node.key}
        {node.kind === 'parallel' ? ' ∥' : ''}
      </text>
      {node.invokes.map((src, index) => (
        <text
          key={`${index}-${src}`}
          className={styles.line}
          x={x + TEXT_INSET}
          y={y + TITLE_BASELINE + (index + 1) * LINE_HEIGHT}
        >
          {`invoke: ${src}`}
        </text>
      ))}
      {node.handles.map((handled, index) => (
        <text
          key={handled.id}
          className={taken.has(handled.id) ? `${styles.line} ${styles.takenLine}` : styles.line}
          data-taken={taken.has(handled.id) ? 'true' : undefined}
          x={x + TEXT_INSET}
          y={y + TITLE_BASELINE + (node.invokes.length + index + 1) * LINE_HEIGHT}
        >
          {handled.label}
        </text>
      ))}
      {placed.children.map((child) => (
        <NodeBox key={child.node.id} placed={child} active={active} taken={taken} />
      ))}
    </g>
  );
}

function EdgePath({ placed, taken, arrow }: { placed: PlacedEdge; taken: ReadonlySet<string>; arrow: string }) {
  const { edge, points, label } = placed;
  const isTaken = taken.has(edge.id) || taken.has(edge.id.replace(/#\d+$/, ''));
  const d = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`).join(' ');
  return (
    <g className={styles.edge} data-edge-id={edge.id} data-kind={edge.kind} data-taken={isTaken ? 'true' : undefined}>
      <path className={isTaken ? `${styles.route} ${styles.taken}` : styles.route} d={d} markerEnd={`url(#${arrow})`} />
      {label && (
        <text className={styles.edgeLabel} x={label.x + 2} y={label.y + label.height - 4}>
          {edge.label}
        </text>
      )}
    </g>
  );
}

const isIdSet = (value: MachineDiagramProps['active']): value is ReadonlySet<string> => value instanceof Set;

/** A machine drawn from its layout: states nested, transitions labelled, the active states and last steps marked. */
export function MachineDiagram({ layout, active, taken }: MachineDiagramProps) {
  // React's ids hold characters that a `url(#…)` reference would need escaped.
  const arrow = `arrow-${useId().replace(/[^\w-]/g, '')}`;
  const root = layout.graph.root;
  const activeIds = active === undefined ? new Set<string>() : isIdSet(active) ? active : activeStateIds(root, active);
  const takenIds = new Set(taken ?? []);
  const margin = 16;
  return (
    <svg
      role="img"
      aria-label={qaCopy.diagram.label(layout.graph.machineId, activeLeafNames(root, activeIds))}
      className={styles.diagram}
      viewBox={`${-margin} ${-margin} ${layout.width + 2 * margin} ${layout.height + 2 * margin}`}
      width={layout.width + 2 * margin}
      height={layout.height + 2 * margin}
    >
      <defs>
        <marker
          id={arrow}
          viewBox="0 0 10 10"
          refX="10"
          refY="5"
          markerUnits="userSpaceOnUse"
          markerWidth="9"
          markerHeight="9"
          orient="auto"
        >
          <path d="M0,0 L10,5 L0,10 z" className={styles.arrowHead} />
        </marker>
      </defs>
      <NodeBox placed={layout.root} active={activeIds} taken={takenIds} />
      {layout.edges.map((placed) => (
        <EdgePath key={placed.edge.id} placed={placed} taken={takenIds} arrow={arrow} />
      ))}
    </svg>
  );
}
