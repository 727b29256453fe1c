// The statechart gallery's registry and chart model, and `npm run charts` (docs/machines/).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, not, setup, SimulatedClock, type AnyStateMachine } from 'xstate';
import { allStates, chartModel, mermaidId, toMermaid, transitionLabel } from '../core/statecharts/chart-model.ts';
import { MACHINE_DOCS_DIR, machineDocs, STALE_MESSAGE } from '../core/statecharts/machine-docs.ts';
import { REGISTRY } from '../core/statecharts/registry.ts';
import { toastQueueMachine } from '../core/toasts/toast-queue.machine.ts';
import { SteppingClock } from '../ui/statecharts/stepping-clock.ts';

const root = path.resolve(import.meta.dirname, '..');

function coreSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return coreSources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'getInitialSnapshot' in value;

describe('the statechart gallery: every machine core exports is in the registry', () => {
  it('each file of core/** that creates a machine has each machine (or machine factory) it exports registered', async () => {
    const files = coreSources(path.join(root, 'core')).filter((f) => /\bcreateMachine\s*\(/.test(readFileSync(f, 'utf8')));
    expect(files.length).toBeGreaterThanOrEqual(10);
    const missing: string[] = [];
    for (const file of files) {
      const rel = path.relative(root, file).split(path.sep).join('/');
      const mod = (await import(file)) as Record<string, unknown>;
      const exported = Object.entries(mod).filter(([name, value]) => isMachine(value) || (typeof value === 'function' && /^create\w*Machine$/.test(name)));
      if (exported.length === 0 && !rel.startsWith('core/statecharts/')) missing.push(`${rel} creates a machine but exports none`);
      for (const [name, value] of exported) {
        const entry = REGISTRY.find((e) => e.source === rel && e.exportName === name);
        if (!entry) missing.push(`${rel} ${name}`);
        else if (isMachine(value)) expect(entry.machine, `${rel} ${name}`).toBe(value);
      }
    }
    expect(missing).toEqual([]);
  });

  it('ids are unique kebab-case names, and every entry says which spec section it implements', () => {
    const ids = REGISTRY.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of REGISTRY) {
      expect(e.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(e.section).toMatch(/§/);
      expect(existsSync(path.join(root, e.source))).toBe(true);
    }
  });

  it('every live copy starts from its sample input, and every sample event is one the chart handles', () => {
    for (const e of REGISTRY) {
      const actor = createActor(e.live, { input: e.input, clock: new SimulatedClock() }).start();
      const snapshot = actor.getSnapshot();
      actor.stop();
      expect(snapshot.status, e.id).not.toBe('error');
      const events = chartModel(e.machine).events;
      for (const [type, make] of Object.entries(e.samples)) {
        expect(events, `${e.id} ${type}`).toContain(type);
        expect(make(snapshot.context).type).toBe(type);
      }
    }
  });
});

const exampleMachine = setup({
  types: { events: {} as { type: 'go' } | { type: 'stop' } | { type: 'a.next' } },
  guards: { ready: () => true },
}).createMachine({
  id: 'example',
  type: 'parallel',
  states: {
    left: {
      initial: 'one',
      states: {
        one: { on: { 'a.next': { target: 'two', guard: not('ready') }, go: { guard: 'ready', target: 'two' } } },
        two: { after: { 500: 'done' } },
        done: { type: 'final' },
        hist: { type: 'history' },
      },
    },
    right: { initial: 'idle', states: { idle: { on: { stop: {} } } } },
  },
});

describe('the chart model: a machine definition as a serialisable chart', () => {
  const model = chartModel(exampleMachine);
  const byId = new Map(allStates(model).map((s) => [s.id, s]));

  it('keeps state types, initial states, guards (combinators named), delays and targetless transitions', () => {
    expect(model.root.type).toBe('parallel');
    expect(byId.get('example.left')).toMatchObject({ type: 'compound', initial: 'example.left.one' });
    expect(byId.get('example.left.done')?.type).toBe('final');
    expect(byId.get('example.left.hist')?.type).toBe('history');
    const labels = model.transitions.map((t) => `${t.source} ${transitionLabel(t)} → ${t.targets.join(',')}`);
    expect(labels).toEqual([
      'example.left.one a.next [not(ready)] → example.left.two',
      'example.left.one go [ready] → example.left.two',
      'example.left.two after 500 ms → example.left.done',
      'example.right.idle stop → ',
    ]);
    expect(model.events).toEqual(['a.next', 'go', 'stop']);
    expect(JSON.parse(JSON.stringify(model))).toEqual(model);
  });

  it('draws the Mermaid diagram: regions split by --, [*] for initial and final states, labelled edges', () => {
    const mmd = toMermaid(model);
    expect(mmd.split('\n')[0]).toBe('stateDiagram-v2');
    expect(mmd).toMatch(/state "left" as left \{\n\s+\[\*\] --> left_one\n/);
    expect(mmd).toMatch(/\n\s+--\n\s+state "right" as right \{/);
    expect(mmd).toContain('left_done --> [*]');
    expect(mmd).toContain('left_one --> left_two : a.next [not(ready)]');
    expect(mmd).toContain('left_two --> left_done : after 500 ms');
    expect(mmd).toContain('right_idle --> right_idle : stop');
  });

  it('the toast queue chart shows the named delays, the always transitions and the hover pause', () => {
    const toast = chartModel(toastQueueMachine);
    const find = (source: string, label: string) => toast.transitions.find((t) => t.source === source && t.label === label);
    expect(find('toastQueue.visible.counting', 'after TICK')?.targets).toEqual(['toastQueue.visible.counting']);
    expect(find('toastQueue.visible.counting', 'toast.pointerEnter')?.targets).toEqual(['toastQueue.visible.paused']);
    expect(find('toastQueue.fading', 'after FADE')?.targets).toEqual(['toastQueue.idle']);
    expect(toast.transitions.filter((t) => t.source === 'toastQueue.idle' && t.kind === 'always').map((t) => t.guard)).toEqual(['nextIsTimed', 'hasQueued']);
  });

  it('for every machine and generated chart: transitions join known states, each state is declared once in Mermaid', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REGISTRY, { machine: exampleMachine } as never), fc.context(), (entry: { machine: AnyStateMachine }, ctx) => {
        const m = chartModel(entry.machine);
        const ids = new Set(allStates(m).map((s) => s.id));
        ctx.log(m.id);
        for (const t of m.transitions) {
          expect(ids.has(t.source)).toBe(true);
          for (const target of t.targets) expect(ids.has(target)).toBe(true);
        }
        const mmd = toMermaid(m);
        for (const s of allStates(m)) {
          const declared = mmd.match(new RegExp(`state "[^"]*" as ${mermaidId(m, s.id)}( \\{)?\\n`, 'g')) ?? [];
          expect(declared.length).toBe(1);
        }
        const edges = mmd.split('\n').filter((l) => / --> /.test(l) && / : /.test(l));
        expect(edges.length).toBe(m.transitions.reduce((n, t) => n + Math.max(1, t.targets.length), 0));
        const mermaidIds = allStates(m).map((s) => mermaidId(m, s.id));
        expect(new Set(mermaidIds).size).toBe(mermaidIds.length);
      }),
      { numRuns: 50 },
    );
  });

  it('a plain createMachine chart works as well as a setup() one', () => {
    const m = chartModel(createMachine({ id: 'plain', initial: 'a', states: { a: { on: { x: 'b' } }, b: { type: 'final' } } }));
    expect(m.transitions).toHaveLength(1);
    expect(toMermaid(m)).toContain('b --> [*]');
  });
});

describe('npm run charts: docs/machines is up to date', () => {
  it('the committed files are exactly what npm run charts writes', () => {
    const dir = path.join(root, MACHINE_DOCS_DIR);
    const expected = machineDocs();
    const present = existsSync(dir) ? readdirSync(dir) : [];
    const problems: string[] = [];
    for (const [name, content] of expected) {
      const file = path.join(dir, name);
      if (!existsSync(file)) problems.push(`missing ${name}`);
      else if (readFileSync(file, 'utf8') !== content) problems.push(`changed ${name}`);
    }
    for (const name of present) if (!expected.has(name)) problems.push(`extra ${name}`);
    expect(problems, STALE_MESSAGE).toEqual([]);
  });

  it('writes a JSON and a Mermaid file for every registered machine, and an index naming each', () => {
    const files = machineDocs();
    for (const e of REGISTRY) {
      expect(JSON.parse(files.get(`${e.id}.json`)!).chart.id).toBe(e.machine.id);
      expect(files.get(`${e.id}.mmd`)).toMatch(/^stateDiagram-v2\n/);
      expect(files.get('README.md')).toContain(`(${e.id}.mmd)`);
    }
    expect(files.size).toBe(REGISTRY.length * 2 + 1);
  });
});

describe('the live copy: the gallery\'s simulated clock fires each timer at its own due time', () => {
  it('a chain of timers set while the clock advances all fire within one increment, in order', () => {
    const clock = new SteppingClock();
    const fired: number[] = [];
    const chain = (left: number) => clock.setTimeout(() => {
      fired.push(clock.now());
      if (left > 1) chain(left - 1);
    }, 100);
    chain(5);
    clock.increment(350);
    expect(fired).toEqual([100, 200, 300]);
    expect(clock.now()).toBe(350);
    expect(clock.nextDue()).toBe(400);
    clock.increment(1000);
    expect(fired).toEqual([100, 200, 300, 400, 500]);
    expect(clock.nextDue()).toBeNull();
  });

  it('a cleared timer never fires', () => {
    const clock = new SteppingClock();
    let fired = false;
    const id = clock.setTimeout(() => (fired = true), 10);
    clock.clearTimeout(id);
    clock.increment(100);
    expect(fired).toBe(false);
  });
});
