// The statechart gallery and `npm run charts`. A machine's definition as a plain, serialisable
// chart — states (atomic, compound, parallel, final, history) with their initial child, and every
// transition with its event, named guard, targets and kind (event, `after` delay, `always`, an invoked
// actor's done or error) — and the same chart as a Mermaid state diagram (stateDiagram-v2) for review in
// a pull request. Pure: it reads `machine.root`, runs nothing.
import type { AnyStateMachine, AnyStateNode } from 'xstate';

export type ChartStateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export type ChartState = {
  /** The state node's id: the machine id and the path, dot-joined ('toastQueue.visible.counting'). */
  id: string;
  key: string;
  type: ChartStateType;
  /** The initial child's id (compound states only). */
  initial: string | null;
  /** The actors the state invokes, by source name. */
  invokes: string[];
  tags: string[];
  children: ChartState[];
};

export type ChartTransitionKind = 'event' | 'after' | 'always' | 'done' | 'error';

export type ChartTransition = {
  /** `${source}#${n}`: the n-th transition of its source, in definition order. */
  id: string;
  source: string;
  /** Target state ids; empty for a transition that changes no state (it only runs actions). */
  targets: string[];
  kind: ChartTransitionKind;
  /** The event type as sent ('toast.clear'); for `after`, `always`, done and error, XState's own. */
  event: string;
  /** What a reader sees: the event, 'after TICK', 'after 300 ms', 'always', 'done: sendAuthEmail'. */
  label: string;
  /** The named guard ('isNewToast', 'not(emailIsValid)'), null when unguarded. */
  guard: string | null;
  actions: string[];
  reenter: boolean;
};

export type ChartModel = {
  id: string;
  root: ChartState;
  transitions: ChartTransition[];
  /** The event types a user (or the page) can send, sorted: no `after`, `always`, done or error. */
  events: string[];
};

/** A guard's name: a string, `{ type }`, or a combinator such as not('x') with its `guards`. */
export function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown[] }).guards;
    if (Array.isArray(inner)) return `${guard.name}(${inner.map((g) => guardName(g) ?? '?').join(', ')})`;
    return guard.name ? guard.name : 'inline';
  }
  return 'inline';
}

function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'object' && action !== null && 'type' in action && typeof action.type === 'string') return action.type;
  if (typeof action === 'function') return (action as { type?: string }).type ?? (action.name || 'inline');
  return 'inline';
}

type RawTransition = {
  eventType: string;
  target?: readonly AnyStateNode[];
  guard?: unknown;
  actions: readonly unknown[];
  reenter: boolean;
  delay?: string | number;
};

function invokeSources(node: AnyStateNode): Map<string, string> {
  const byId = new Map<string, string>();
  for (const inv of node.invoke) byId.set(inv.id, typeof inv.src === 'string' ? inv.src : 'inline');
  return byId;
}

function kindAndLabel(node: AnyStateNode, t: RawTransition): { kind: ChartTransitionKind; label: string } {
  if (t.delay !== undefined) {
    return { kind: 'after', label: typeof t.delay === 'number' ? `after ${t.delay} ms` : `after ${t.delay}` };
  }
  for (const [prefix, kind] of [
    ['xstate.done.actor.', 'done'],
    ['xstate.error.actor.', 'error'],
  ] as const) {
    if (t.eventType.startsWith(prefix)) {
      const src = invokeSources(node).get(t.eventType.slice(prefix.length)) ?? 'actor';
      return { kind, label: `${kind}: ${src}` };
    }
  }
  if (t.eventType.startsWith('xstate.done.state.')) return { kind: 'done', label: 'done' };
  return { kind: 'event', label: t.eventType };
}

function stateOf(node: AnyStateNode): ChartState {
  const children = Object.values(node.states as Record<string, AnyStateNode>).map(stateOf);
  const initialTarget = node.type === 'compound' ? node.initial?.target?.[0] : undefined;
  return {
    id: node.id,
    key: node.key,
    type: node.type as ChartStateType,
    initial: initialTarget ? initialTarget.id : null,
    invokes: node.invoke.map((inv) => (typeof inv.src === 'string' ? inv.src : 'inline')),
    tags: [...node.tags],
    children,
  };
}

function transitionsOf(node: AnyStateNode, out: ChartTransition[]): void {
  const raw: RawTransition[] = [];
  for (const list of node.transitions.values()) raw.push(...(list as RawTransition[]));
  for (const t of (node.always ?? []) as RawTransition[]) raw.push({ ...t, eventType: '' });
  raw.forEach((t, n) => {
    const always = t.eventType === '';
    const { kind, label } = always ? { kind: 'always' as const, label: 'always' } : kindAndLabel(node, t);
    out.push({
      id: `${node.id}#${n}`,
      source: node.id,
      targets: (t.target ?? []).map((s) => s.id),
      kind,
      event: always ? 'always' : t.eventType,
      label,
      guard: guardName(t.guard),
      actions: t.actions.map(actionName),
      reenter: t.reenter,
    });
  });
  for (const child of Object.values(node.states as Record<string, AnyStateNode>)) transitionsOf(child, out);
}

export function chartModel(machine: AnyStateMachine): ChartModel {
  const transitions: ChartTransition[] = [];
  transitionsOf(machine.root, transitions);
  const events = [...new Set(transitions.filter((t) => t.kind === 'event').map((t) => t.event))].sort();
  return { id: machine.id, root: stateOf(machine.root), transitions, events };
}

/** Every state of the chart, the root first, depth first. */
export function allStates(model: ChartModel): ChartState[] {
  const out: ChartState[] = [];
  const visit = (s: ChartState) => {
    out.push(s);
    s.children.forEach(visit);
  };
  visit(model.root);
  return out;
}

/** A transition's label as drawn: 'toast.dequeue [isCurrent]'. */
export const transitionLabel = (t: Pick<ChartTransition, 'label' | 'guard'>): string => (t.guard ? `${t.label} [${t.guard}]` : t.label);

// ---- Mermaid ---------------------------------------------------------------------------------------

/**
 * A Mermaid-safe state name for a state id: the path below the root, underscore-joined; the machine's own
 * id for the root (Mermaid names its own outermost node 'root', so that name cannot be used).
 */
export function mermaidId(model: ChartModel, stateId: string): string {
  const rel = stateId === model.root.id ? model.root.id : stateId.slice(model.root.id.length + 1);
  return rel.replace(/[^A-Za-z0-9]+/g, '_');
}

/** Mermaid reads ':' ';' '#' and braces in a label as syntax. */
const mermaidText = (text: string): string => text.replace(/[;#{}]/g, ' ').replace(/:/g, ' -');

/**
 * The chart as stateDiagram-v2: compound states nest, a parallel state's regions are separated by `--`,
 * `[*] -->` marks each initial state, `--> [*]` each final one. A transition that changes no state is a
 * self-loop. The machine is the outermost state, so transitions it handles in any state start from it.
 * Labels are 'event [guard]'.
 */
export function toMermaid(model: ChartModel): string {
  const lines: string[] = ['stateDiagram-v2'];
  const declare = (state: ChartState, indent: string) => {
    const id = mermaidId(model, state.id);
    if (state.children.length === 0) {
      lines.push(`${indent}state "${mermaidText(state.key)}" as ${id}`);
      if (state.type === 'final') lines.push(`${indent}${id} --> [*]`);
      return;
    }
    lines.push(`${indent}state "${mermaidText(state.key)}" as ${id} {`);
    body(state, `${indent}  `);
    lines.push(`${indent}}`);
  };
  const body = (state: ChartState, indent: string) => {
    if (state.type === 'parallel') {
      state.children.forEach((region, i) => {
        if (i > 0) lines.push(`${indent}--`);
        declare(region, indent);
      });
      return;
    }
    if (state.initial) lines.push(`${indent}[*] --> ${mermaidId(model, state.initial)}`);
    state.children.forEach((child) => declare(child, indent));
  };
  // The machine itself is the outer state, so its own transitions (handled in any state) have a source.
  lines.push(`  [*] --> ${mermaidId(model, model.root.id)}`);
  declare(model.root, '  ');
  for (const t of model.transitions) {
    const label = mermaidText(transitionLabel(t));
    for (const target of t.targets.length > 0 ? t.targets : [t.source]) {
      lines.push(`  ${mermaidId(model, t.source)} --> ${mermaidId(model, target)} : ${label}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
