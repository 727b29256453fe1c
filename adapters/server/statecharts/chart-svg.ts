// A laid-out statechart as SVG. States are rounded boxes (compound and parallel states hold their
// children under a header; a parallel state's regions have dashed borders; final states a double border;
// history states a circled H), each compound state's initial state is marked by a filled dot with an arrow,
// transitions are arrows labelled 'event [guard]', and those that change no state are listed inside it. `data-state-id` and `data-event` let the live copy
// (ui/statecharts/gallery.client.ts) highlight the active states and the transitions they take.
import { allStates, transitionLabel, type ChartModel, type ChartState } from '../../../core/statecharts/chart-model.ts';
import { escapeHtml } from '../render/escape.ts';
import { INITIAL_SIZE, INTERNAL_LINE_PX, internalTransitions, LABEL_FONT_PX, STATE_FONT_PX, type ChartLayout } from './chart-layout.elk.ts';

const r = (n: number): string => String(Math.round(n * 10) / 10);

function parentsOf(model: ChartModel): Map<string, ChartState | null> {
  const parents = new Map<string, ChartState | null>();
  const visit = (state: ChartState, parent: ChartState | null) => {
    parents.set(state.id, parent);
    for (const child of state.children) visit(child, state);
  };
  visit(model.root, null);
  return parents;
}

function stateSvg(model: ChartModel, state: ChartState, parent: ChartState | null, layout: ChartLayout): string {
  const box = layout.boxes.get(state.id);
  if (!box) return '';
  const region = parent?.type === 'parallel';
  const classes = ['state', `state--${state.type}`, ...(region ? ['state--region'] : [])].join(' ');
  const parts: string[] = [];
  if (state.type === 'history') {
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    parts.push(`<circle class="state-box" cx="${r(cx)}" cy="${r(cy)}" r="${r(box.width / 2)}"/>`);
    parts.push(`<text class="state-label" x="${r(cx)}" y="${r(cy + 4)}" text-anchor="middle">H</text>`);
  } else {
    parts.push(`<rect class="state-box" x="${r(box.x)}" y="${r(box.y)}" width="${r(box.width)}" height="${r(box.height)}" rx="8"${region ? ' stroke-dasharray="6 4"' : ''}/>`);
    if (state.type === 'final') {
      parts.push(`<rect class="state-box state-box--inner" x="${r(box.x + 4)}" y="${r(box.y + 4)}" width="${r(box.width - 8)}" height="${r(box.height - 8)}" rx="5"/>`);
    }
    const nested = state.children.length > 0;
    const internal = internalTransitions(model, state.id);
    const y = nested || internal.length > 0 ? box.y + 20 : box.y + box.height / 2 + STATE_FONT_PX / 2 - 2;
    const x = nested ? box.x + 12 : box.x + box.width / 2;
    const suffix = state.type === 'parallel' ? ' (parallel)' : '';
    parts.push(`<text class="state-label" x="${r(x)}" y="${r(y)}"${nested ? '' : ' text-anchor="middle"'}>${escapeHtml(state.key + suffix)}</text>`);
    internal.forEach((t, i) => {
      parts.push(
        `<text class="internal-transition" data-transition-id="${escapeHtml(t.id)}" data-event="${escapeHtml(t.event)}" x="${r(box.x + 12)}" y="${r(y + (i + 1) * INTERNAL_LINE_PX)}">${escapeHtml(transitionLabel(t))}</text>`,
      );
    });
  }
  return `<g class="${classes}" data-state-id="${escapeHtml(state.id)}">${parts.join('')}</g>`;
}

export function chartSvg(model: ChartModel, layout: ChartLayout, titleId: string, descId: string, title: string): string {
  const parents = parentsOf(model);
  const states = allStates(model).map((s) => stateSvg(model, s, parents.get(s.id) ?? null, layout));
  const initials = allStates(model)
    .filter((s) => s.initial)
    .map((s) => {
      const box = layout.boxes.get(`initial:${s.id}`);
      return box ? `<circle class="initial" cx="${r(box.x + INITIAL_SIZE / 2)}" cy="${r(box.y + INITIAL_SIZE / 2)}" r="${r(INITIAL_SIZE / 2)}"/>` : '';
    });
  const events = new Map(model.transitions.map((t) => [t.id, t]));
  const edges = layout.edges.map((edge) => {
    if (edge.points.length === 0) return '';
    const d = edge.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${r(p.x)} ${r(p.y)}`).join(' ');
    const t = events.get(edge.id);
    const attrs = t ? ` data-transition-id="${escapeHtml(t.id)}" data-event="${escapeHtml(t.event)}"` : '';
    const label =
      edge.label && edge.labelBox
        ? `<rect class="edge-label-bg" x="${r(edge.labelBox.x)}" y="${r(edge.labelBox.y)}" width="${r(edge.labelBox.width)}" height="${r(edge.labelBox.height)}" rx="3"/>` +
          `<text class="edge-label" x="${r(edge.labelBox.x + 4)}" y="${r(edge.labelBox.y + LABEL_FONT_PX + 1)}">${escapeHtml(edge.label)}</text>`
        : '';
    return `<g class="transition${t ? '' : ' transition--initial'}"${attrs}><path d="${d}" marker-end="url(#arrow)"/>${label}</g>`;
  });
  return [
    `<svg class="chart" role="img" aria-labelledby="${titleId} ${descId}" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${r(layout.width)} ${r(layout.height)}" width="${r(layout.width)}" height="${r(layout.height)}">`,
    `<title id="${titleId}">${escapeHtml(title)}</title>`,
    `<desc id="${descId}">${allStates(model).length} states and ${model.transitions.length} transitions; the same chart is listed as text below.</desc>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="9" markerHeight="9" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" class="arrow-head"/></marker></defs>',
    `<g class="states">${states.join('')}</g>`,
    `<g class="initials">${initials.join('')}</g>`,
    `<g class="transitions">${edges.join('')}</g>`,
    '</svg>',
  ].join('');
}
