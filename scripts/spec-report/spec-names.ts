// Spec traceability. Reads the names of the specs in a test file without running it: parses
// the source (Vite's `parseAst`, the oxc parser, which reads TypeScript and TSX; TypeScript 7 has no
// compiler API) and walks the describe/suite/it/test calls, with their nesting.
//
// Handled: `describe(name, fn)`, `it`/`test`/`suite`, modifiers (`.skip`, `.only`, `.todo`,
// `.concurrent`, …), `.each(table)(name, fn)`, `.for(table)(name, fn)`, `.skipIf(cond)(name, fn)`,
// `.runIf(cond)(name, fn)`. A string or template literal name is read (a template's `${…}` parts are
// kept as `${…}`); any other name is recorded as null. Nesting is lexical: a call inside the function
// of a describe is that describe's child.
import { parseAst } from 'vite';
import type { SpecNode } from '../../core/traceability/traceability-report.ts';

type AstNode = { type: string; start: number; end: number } & Record<string, unknown>;

const SUITES = new Set(['describe', 'suite']);
const TESTS = new Set(['it', 'test']);
/** Members that return a function (to call with the name, or a new test function): calling them is not a spec. */
const CONFIGURING = new Set(['each', 'for', 'skipIf', 'runIf', 'extend', 'scoped']);
const SKIPPING = new Set(['skip', 'todo']);

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** `it.skip.each(t)` → root `it`, modifiers [skip, each]; null when the callee is not a test function. */
function calleeChain(callee: unknown): { root: string; modifiers: string[] } | null {
  if (!isNode(callee)) return null;
  if (callee.type === 'Identifier') return { root: String(callee.name), modifiers: [] };
  if (callee.type === 'MemberExpression' && callee.computed !== true && isNode(callee.property) && callee.property.type === 'Identifier') {
    const inner = calleeChain(callee.object);
    return inner && { root: inner.root, modifiers: [...inner.modifiers, String(callee.property.name)] };
  }
  if (callee.type === 'CallExpression') return calleeChain(callee.callee);
  if (callee.type === 'TaggedTemplateExpression') return calleeChain(callee.tag);
  return null;
}

function literalName(arg: unknown): string | null {
  if (!isNode(arg)) return null;
  if (arg.type === 'Literal' && typeof arg.value === 'string') return arg.value;
  if (arg.type === 'TemplateLiteral' && Array.isArray(arg.quasis)) {
    return arg.quasis
      .map((q: unknown) => {
        const value = isNode(q) ? (q.value as { cooked?: string | null; raw?: string } | undefined) : undefined;
        return value?.cooked ?? value?.raw ?? '';
      })
      .join('${…}');
  }
  return null;
}

function lineStarts(source: string): number[] {
  const starts = [0];
  for (let i = 0; i < source.length; i += 1) if (source.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

function lineOf(starts: number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/** The describe/it/test calls of one file, in source order. Throws on a syntax error. */
export function specNodesOf(source: string, fileName: string): SpecNode[] {
  const lang = fileName.endsWith('.tsx') ? 'tsx' : fileName.endsWith('.ts') ? 'ts' : 'js';
  const program = parseAst(source, { lang }, fileName) as unknown;
  const starts = lineStarts(source);
  const nodes: SpecNode[] = [];

  const walk = (value: unknown, parentId: number | null, skippedAbove: boolean): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, parentId, skippedAbove);
      return;
    }
    if (!isNode(value)) return;
    if (value.type === 'CallExpression') {
      const chain = calleeChain(value.callee);
      const callee = value.callee;
      const configuring =
        isNode(callee) && callee.type === 'MemberExpression' && isNode(callee.property) && CONFIGURING.has(String(callee.property.name));
      if (chain && (SUITES.has(chain.root) || TESTS.has(chain.root)) && !configuring) {
        const args = Array.isArray(value.arguments) ? (value.arguments as unknown[]) : [];
        const skipped = skippedAbove || chain.modifiers.some((m) => SKIPPING.has(m));
        const id = nodes.length;
        nodes.push({
          id,
          parentId,
          kind: SUITES.has(chain.root) ? 'suite' : 'test',
          name: literalName(args[0]),
          line: lineOf(starts, value.start),
          skipped,
        });
        walk(value.callee, parentId, skippedAbove);
        walk(args, id, skipped);
        return;
      }
    }
    for (const [key, child] of Object.entries(value)) {
      if (key === 'type' || key === 'start' || key === 'end') continue;
      if (typeof child === 'object' && child !== null) walk(child, parentId, skippedAbove);
    }
  };
  walk(program, null, false);
  return nodes;
}
