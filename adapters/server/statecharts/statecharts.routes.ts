// The statechart gallery. GET /_/statecharts lists every machine core exports (the registry);
// GET /_/statecharts/{id} draws one as SVG — laid out here with elkjs, never in the browser — with a text
// list of its states and transitions, and a live copy the page's own script (ui/statecharts/
// gallery.client.ts, a separate entry) runs on a simulated clock. Open to everyone outside production
// and to staff (QUIRE_STAFF_USERNAMES) everywhere; anyone else gets 404, as for the operator view.
import { allStates, chartModel, type ChartModel, type ChartState } from '../../../core/statecharts/chart-model.ts';
import { REGISTRY, registryEntry, type RegistryEntry } from '../../../core/statecharts/registry.ts';
import { escapeHtml } from '../render/escape.ts';
import { layoutChart, type ChartLayout } from './chart-layout.elk.ts';
import { chartSvg } from './chart-svg.ts';

export const STATECHARTS_PATH = '/_/statecharts';
export const GALLERY_ENTRY = 'ui/statecharts/gallery.client.ts';

/** The gallery script's files, from the client manifest; null without a built client (tests). */
export type GalleryAssets = { script: string; preloads: string[]; styles: string[] } | null;

export type StatechartsContext = {
  /** True outside production (NODE_ENV !== 'production'): the gallery is open to everyone. */
  openToAll: boolean;
  staffUsernames: ReadonlySet<string>;
  viewerOf: (request: Request) => Promise<{ username: string } | null>;
  productName: string;
  assets: GalleryAssets;
};

export function isStatechartsPath(pathname: string): boolean {
  return pathname === STATECHARTS_PATH || pathname.startsWith(`${STATECHARTS_PATH}/`);
}

// Layouts are pure functions of the machines, which only change with a new build: computed once per process.
const layouts = new Map<string, Promise<ChartLayout>>();
function cachedLayout(id: string, model: ChartModel): Promise<ChartLayout> {
  let layout = layouts.get(id);
  if (!layout) {
    layout = layoutChart(model);
    layouts.set(id, layout);
    layout.catch(() => layouts.delete(id));
  }
  return layout;
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

export async function serveStatecharts(request: Request, pathname: string, ctx: StatechartsContext): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return notFound();
  if (!ctx.openToAll) {
    const viewer = await ctx.viewerOf(request);
    if (!viewer || !ctx.staffUsernames.has(viewer.username)) return notFound();
  }
  const rest = pathname.slice(STATECHARTS_PATH.length).replace(/\/$/, '');
  let html: string;
  if (rest === '') html = indexPage(ctx);
  else {
    const entry = registryEntry(rest.slice(1));
    if (!entry || rest.indexOf('/', 1) !== -1) return notFound();
    const model = chartModel(entry.machine);
    html = machinePage(ctx, entry, model, await cachedLayout(entry.id, model));
  }
  return new Response(request.method === 'HEAD' ? null : html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-robots-tag': 'noindex',
    },
  });
}

const STYLE = `*{box-sizing:border-box}body{font-family:system-ui,sans-serif;margin:0;color:#242424;line-height:1.5;background:#fff}
a{color:#1a5c2e}a:focus-visible,button:focus-visible,[tabindex]:focus-visible{outline:3px solid #1a5c2e;outline-offset:2px}
header{border-bottom:1px solid #e0e0e0;padding:12px 24px}header a{font-weight:600}
main{max-width:1200px;margin:0 auto;padding:24px}h1{font-size:28px;margin:0 0 8px}h2{font-size:20px;margin:32px 0 8px}
.meta{color:#5c5c5c;font-size:14px}.machines{list-style:none;padding:0;display:grid;gap:12px}
.machines li{border:1px solid #e0e0e0;border-radius:8px;padding:12px 16px}.machines a{font-size:18px;font-weight:600}
.chart-scroll{overflow:auto;border:1px solid #e0e0e0;border-radius:8px;max-height:80vh}
.chart .state-box{fill:#fff;stroke:#5c5c5c;stroke-width:1.5}.chart .state--compound>.state-box,.chart .state--parallel>.state-box{fill:#fafafa}
.chart .state--region>.state-box{fill:#fff}.chart .state-label{font-size:13px;fill:#242424}
.chart .state.is-active>.state-box{stroke:#1a5c2e;stroke-width:3;fill:#e7f4ea}
.chart .initial{fill:#242424}.chart path{fill:none;stroke:#6b6b6b;stroke-width:1.2}.chart .arrow-head{fill:#6b6b6b;stroke:none}
.chart .edge-label{font-size:11px;fill:#242424}.chart .edge-label-bg{fill:#fff;opacity:.9}
.chart .transition.is-enabled path{stroke:#1a5c2e;stroke-width:2}.chart .internal-transition{font-size:11px;fill:#3d3d3d}
.chart .internal-transition.is-enabled{fill:#1a5c2e;font-weight:600}
.live{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:24px}@media (max-width:800px){.live{grid-template-columns:1fr}}
.live button{font:inherit;padding:6px 12px;margin:0 8px 8px 0;border:1px solid #1a5c2e;border-radius:16px;background:#fff;color:#1a5c2e;cursor:pointer}
.live button[aria-disabled=true]{border-color:#b0b0b0;color:#5c5c5c;cursor:not-allowed}
.live pre{background:#f6f6f6;padding:12px;border-radius:8px;overflow:auto;max-height:420px;font-size:13px}
.current{font-size:18px;font-weight:600}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:4px 8px;border-bottom:1px solid #e8e8e8;vertical-align:top;font-size:14px}
code{font-size:13px}`;

function documentOf(ctx: StatechartsContext, title: string, body: string, withScript: boolean): string {
  const assets = withScript ? ctx.assets : null;
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)} – ${escapeHtml(ctx.productName)}</title><meta name="robots" content="noindex"><style>${STYLE}</style>`,
    ...(assets ? [...assets.styles.map((h) => `<link rel="stylesheet" href="${escapeHtml(h)}">`), ...assets.preloads.map((h) => `<link rel="modulepreload" href="${escapeHtml(h)}">`)] : []),
    '</head><body>',
    `<header><nav aria-label="Statechart gallery"><a href="${STATECHARTS_PATH}">Statecharts</a> · <a href="/">${escapeHtml(ctx.productName)}</a></nav></header>`,
    `<main id="main">${body}</main>`,
    ...(assets ? [`<script type="module" src="${escapeHtml(assets.script)}"></script>`] : []),
    '</body></html>',
  ].join('');
}

function indexPage(ctx: StatechartsContext): string {
  const items = REGISTRY.map((entry) => {
    const model = chartModel(entry.machine);
    return (
      `<li data-machine-id="${escapeHtml(entry.id)}"><a href="${STATECHARTS_PATH}/${escapeHtml(entry.id)}">${escapeHtml(entry.title)}</a>` +
      `<p class="meta">${escapeHtml(entry.section)} · <code>${escapeHtml(entry.source)}</code> · ${allStates(model).length} states, ${model.transitions.length} transitions</p></li>`
    );
  });
  return documentOf(
    ctx,
    'Statecharts',
    `<h1>Statecharts</h1><p>Every state machine in ${escapeHtml(ctx.productName)}'s core, drawn from its definition. Open one to see its chart and step a live copy with a simulated clock. <code>npm run charts</code> writes the same charts to <code>docs/machines/</code>.</p>` +
      `<h2 id="machines-heading">Machines (${REGISTRY.length})</h2><ul class="machines" aria-labelledby="machines-heading">${items.join('')}</ul>`,
    false,
  );
}

function stateListItem(state: ChartState, initialOf: string | null): string {
  const notes = [state.type, ...(state.id === initialOf ? ['initial'] : []), ...(state.invokes.length ? [`invokes ${state.invokes.join(', ')}`] : [])];
  const children = state.children.length ? `<ul>${state.children.map((c) => stateListItem(c, state.initial)).join('')}</ul>` : '';
  return `<li><code>${escapeHtml(state.key)}</code> (${escapeHtml(notes.join(', '))})${children}</li>`;
}

function machinePage(ctx: StatechartsContext, entry: RegistryEntry, model: ChartModel, layout: ChartLayout): string {
  const title = `${entry.title} statechart`;
  const path = (id: string) => (id === model.root.id ? `${model.root.id} (any state)` : id.slice(model.root.id.length + 1));
  const rows = model.transitions.map(
    (t) =>
      `<tr><td>${escapeHtml(path(t.source))}</td><td><code>${escapeHtml(t.label)}</code></td><td>${t.guard ? `<code>${escapeHtml(t.guard)}</code>` : ''}</td><td>${escapeHtml(t.targets.length ? t.targets.map(path).join(', ') : 'no change of state')}</td></tr>`,
  );
  const body = [
    `<h1>${escapeHtml(entry.title)}</h1>`,
    `<p class="meta">${escapeHtml(entry.section)} · <code>${escapeHtml(entry.source)}</code> (<code>${escapeHtml(entry.exportName)}</code>) · machine id <code>${escapeHtml(model.id)}</code></p>`,
    '<section aria-labelledby="chart-heading"><h2 id="chart-heading">Chart</h2>',
    `<div class="chart-scroll" tabindex="0" role="region" aria-label="Chart (scrollable)">${chartSvg(model, layout, 'chart-title', 'chart-desc', title)}</div></section>`,
    `<section aria-labelledby="live-heading" id="live" data-machine-id="${escapeHtml(entry.id)}"><h2 id="live-heading">Live copy</h2>`,
    '<p data-live-placeholder>The live copy starts once this page\'s script has loaded.</p></section>',
    '<section aria-labelledby="text-heading"><h2 id="text-heading">States and transitions as text</h2>',
    `<h3>States</h3><ul>${stateListItem(model.root, null)}</ul>`,
    `<h3>Transitions</h3><table><caption class="meta">${model.transitions.length} transitions</caption><thead><tr><th scope="col">From</th><th scope="col">Event</th><th scope="col">Guard</th><th scope="col">To</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`,
  ].join('');
  return documentOf(ctx, title, body, true);
}
