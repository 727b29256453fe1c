// The statechart gallery's layout, computed on the server with elkjs (the layered algorithm) so the
// browser never loads a layout engine. Compound and parallel states are hierarchical ELK nodes (edges cross
// levels: INCLUDE_CHILDREN), each compound state has an initial pseudo-node with an edge to its initial
// child, and every transition that enters a state is an edge with its label ('event [guard]'); one that
// changes no state is written inside its state. Coordinates come back absolute.
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk.bundled.js';
import { transitionLabel, type ChartModel, type ChartState, type ChartTransition } from '../../../core/statecharts/chart-model.ts';

export type Box = { x: number; y: number; width: number; height: number };
export type LaidOutEdge = {
  /** The chart transition's id, or `initial:{stateId}` for an initial marker's edge. */
  id: string;
  label: string | null;
  points: { x: number; y: number }[];
  labelBox: Box | null;
};
export type ChartLayout = {
  width: number;
  height: number;
  /** Every state's box, by state id; initial markers by `initial:{stateId}`. */
  boxes: Map<string, Box>;
  edges: LaidOutEdge[];
};

/** Text widths without a font engine: an average advance per character, generous enough for labels. */
const textWidth = (text: string, px: number): number => Math.ceil(text.length * px * 0.6);
export const STATE_FONT_PX = 13;
export const LABEL_FONT_PX = 11;
const HEADER = 30;
export const INITIAL_SIZE = 12;

export const INTERNAL_LINE_PX = 15;

const initialId = (stateId: string) => `initial:${stateId}`;

/**
 * Transitions that change no state are written inside their state, under its name ('event [guard]'),
 * as statecharts customarily show internal transitions, rather than drawn as loops around the box.
 */
export function internalTransitions(model: ChartModel, stateId: string): ChartTransition[] {
  return model.transitions.filter((t) => t.source === stateId && t.targets.length === 0);
}

function nodeOf(model: ChartModel, state: ChartState): ElkNode {
  const lines = internalTransitions(model, state.id).map(transitionLabel);
  const linesWidth = Math.max(0, ...lines.map((l) => textWidth(l, LABEL_FONT_PX) + 24));
  const linesHeight = lines.length * INTERNAL_LINE_PX;
  if (state.children.length === 0) {
    const history = state.type === 'history';
    const width = history ? 32 : Math.max(72, textWidth(state.key, STATE_FONT_PX) + 28, linesWidth);
    return { id: state.id, width, height: history ? 32 : 36 + linesHeight };
  }
  const children = state.children.map((child) => nodeOf(model, child));
  if (state.initial) children.unshift({ id: initialId(state.id), width: INITIAL_SIZE, height: INITIAL_SIZE });
  return {
    id: state.id,
    layoutOptions: {
      'elk.padding': `[top=${HEADER + linesHeight},left=14,bottom=14,right=14]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${Math.max(textWidth(state.key, STATE_FONT_PX) + 28, linesWidth)}, ${HEADER + linesHeight + 20})`,
    },
    children,
  };
}

function edgesOf(model: ChartModel): ElkExtendedEdge[] {
  const edges: ElkExtendedEdge[] = [];
  const visit = (state: ChartState) => {
    if (state.initial) edges.push({ id: initialId(state.id), sources: [initialId(state.id)], targets: [state.initial] });
    state.children.forEach(visit);
  };
  visit(model.root);
  for (const t of model.transitions) {
    const label = transitionLabel(t);
    t.targets.forEach((target, i) => {
      edges.push({
        id: `${t.id}>${i}`,
        sources: [t.source],
        targets: [target],
        labels: [{ id: `${t.id}>${i}:label`, text: label, width: textWidth(label, LABEL_FONT_PX) + 8, height: LABEL_FONT_PX + 6, layoutOptions: { 'elk.edgeLabels.inline': 'true' } }],
      });
    });
  }
  return edges;
}

export async function layoutChart(model: ChartModel): Promise<ChartLayout> {
  // The layout engine (half a second to load) loads with the first chart asked for, not at start-up (issue 19).
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  const elk = new ELK();
  const input: ElkNode = {
    id: 'chart',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
      'elk.spacing.nodeNode': '28',
      'elk.layered.spacing.nodeNodeBetweenLayers': '44',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeRouting': 'ORTHOGONAL',
    },
    children: [nodeOf(model, model.root)],
    edges: edgesOf(model),
  };
  const graph: ElkNode = await elk.layout(input);
  const boxes = new Map<string, Box>();
  const visit = (node: ElkNode) => {
    if (node.id !== 'chart') boxes.set(node.id, { x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0 });
    node.children?.forEach(visit);
  };
  visit(graph);
  const edges: LaidOutEdge[] = (graph.edges ?? []).map((edge) => {
    const e = edge as ElkExtendedEdge;
    const section = e.sections?.[0];
    const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
    const label = e.labels?.[0];
    const isInitial = e.id.startsWith('initial:');
    return {
      id: isInitial ? e.id : e.id.replace(/>\d+$/, ''),
      label: label?.text ?? null,
      points,
      labelBox: label ? { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 } : null,
    };
  });
  return { width: graph.width ?? 0, height: graph.height ?? 0, boxes, edges };
}
