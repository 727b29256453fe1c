// The statechart gallery's live copy, a page script of its own (a separate Vite entry, loaded only
// on /_/statecharts/{id}; the layout engine stays on the server). It runs the registry's machine with a
// simulated clock, marks the active states in the server-drawn SVG, offers the events the current state
// handles as buttons (a guard that refuses now disables its button), advances the clock on request, and
// shows the context. Plain DOM: the page is server-rendered HTML, not the app.
import { createActor, getStateNodes, type AnyActorRef, type AnyMachineSnapshot, type EventObject, type StateValue } from 'xstate';
import { chartModel, type ChartModel } from '../../core/statecharts/chart-model.ts';
import { registryEntry, type RegistryEntry } from '../../core/statecharts/registry.ts';
import { SteppingClock } from './stepping-clock.ts';

const CLOCK_STEPS: readonly { ms: number; label: string }[] = [
  { ms: 100, label: '+100 ms' },
  { ms: 1000, label: '+1 s' },
  { ms: 5000, label: '+5 s' },
  { ms: 60_000, label: '+1 min' },
];

/** 'visible.counting'; parallel regions joined: 'following.idle, muting.idle'. */
export function stateText(value: StateValue): string {
  if (typeof value === 'string') return value;
  const parts = Object.entries(value).map(([key, child]) => {
    const inner = child === undefined ? '' : stateText(child as StateValue);
    return inner.includes(', ') ? inner.split(', ').map((p) => `${key}.${p}`).join(', ') : inner ? `${key}.${inner}` : key;
  });
  return parts.join(', ');
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

function start(section: HTMLElement, entry: RegistryEntry, model: ChartModel): void {
  section.querySelector('[data-live-placeholder]')?.remove();
  const live = el('div', { class: 'live' });
  const left = el('div');
  const right = el('div');
  live.append(left, right);
  section.append(live);

  const status = el('p', { class: 'current', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true', 'data-testid': 'current-state' });
  const clockText = el('p', { 'data-testid': 'clock' });
  const eventsHeading = el('h3', { id: 'events-heading' }, 'Events');
  const events = el('div', { role: 'group', 'aria-labelledby': 'events-heading', 'data-testid': 'events', tabindex: '-1' });
  const clockHeading = el('h3', { id: 'clock-heading' }, 'Simulated clock');
  const clockButtons = el('div', { role: 'group', 'aria-labelledby': 'clock-heading' });
  const reset = el('button', { type: 'button' }, 'Restart the live copy');
  const contextHeading = el('h3', { id: 'context-heading' }, 'Context');
  const context = el('pre', { 'aria-labelledby': 'context-heading', tabindex: '0', 'data-testid': 'context' });
  left.append(status, eventsHeading, events, clockHeading, clockText, clockButtons, reset);
  right.append(contextHeading, context);

  let clock = new SteppingClock();
  let actor: AnyActorRef;
  let lastAnnounced = '';

  const render = (snapshot: AnyMachineSnapshot) => {
    const active = new Set(getStateNodes(entry.machine.root, snapshot.value).map((n) => n.id));
    active.add(model.root.id);
    for (const node of document.querySelectorAll<SVGGElement>('svg.chart [data-state-id]')) {
      node.classList.toggle('is-active', active.has(node.dataset.stateId ?? ''));
    }
    const text = snapshot.status === 'done' ? `${stateText(snapshot.value)} (final: the machine has finished)` : stateText(snapshot.value);
    if (text !== lastAnnounced) {
      status.textContent = `Current state: ${text}`;
      lastAnnounced = text;
    }
    clockText.textContent = `Clock: ${clock.now()} ms`;

    const handled = [...new Set(model.transitions.filter((t) => t.kind === 'event' && active.has(t.source)).map((t) => t.event))].sort();
    // The buttons are redrawn for the new state: a keyboard user keeps focus on the event they sent when
    // the new state handles it too, and lands on the group otherwise — never on the page's top.
    const focused = events.contains(document.activeElement) ? (document.activeElement as HTMLElement).dataset.event ?? '' : null;
    events.replaceChildren(
      ...(handled.length === 0 ? [el('p', {}, 'No events are handled in this state.')] : []),
      ...handled.map((type) => {
        const sample = entry.samples[type];
        const event: EventObject = sample ? sample(snapshot.context) : { type };
        const button = el('button', { type: 'button', 'data-event': type }, type);
        const enabled = snapshot.status === 'active' && snapshot.can(event);
        button.setAttribute('aria-disabled', String(!enabled));
        if (!enabled) button.title = 'Not accepted now: a guard refuses it, or the machine has finished.';
        button.addEventListener('click', () => {
          if (button.getAttribute('aria-disabled') === 'true') return;
          actor.send(sample ? sample(actor.getSnapshot().context) : { type });
        });
        return button;
      }),
    );
    if (focused !== null) (events.querySelector<HTMLElement>(`button[data-event="${CSS.escape(focused)}"]`) ?? events).focus();
    for (const edge of document.querySelectorAll<SVGGElement>('svg.chart [data-transition-id]')) {
      edge.classList.toggle('is-enabled', handled.includes(edge.dataset.event ?? '') && active.has(edge.dataset.transitionId?.split('#')[0] ?? ''));
    }
    context.textContent = JSON.stringify(snapshot.context, null, 2) ?? 'undefined';
  };

  const boot = () => {
    actor?.stop();
    clock = new SteppingClock();
    lastAnnounced = '';
    actor = createActor(entry.live, { input: entry.input, clock });
    actor.subscribe({ next: render, error: () => render(actor.getSnapshot()) });
    actor.start();
    render(actor.getSnapshot());
  };

  clockButtons.append(
    ...CLOCK_STEPS.map(({ ms, label }) => {
      const button = el('button', { type: 'button', 'aria-label': `Advance the clock by ${label.slice(1)}` }, label);
      button.addEventListener('click', () => {
        clock.increment(ms);
        render(actor.getSnapshot());
      });
      return button;
    }),
  );
  reset.addEventListener('click', boot);
  boot();
}

const section = document.querySelector<HTMLElement>('#live[data-machine-id]');
const entry = section ? registryEntry(section.dataset.machineId ?? '') : undefined;
if (section && entry) start(section, entry, chartModel(entry.machine));
