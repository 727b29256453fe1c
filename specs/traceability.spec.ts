// The spec traceability report (core/traceability, scripts/spec-report). Which numbered
// sections of the two spec documents the specs check, read from the specs' names, and which none does.
// The names below avoid the section sign and the documents' ids on purpose: this file's own names are
// read by the report too, and they check the report, not a section of the documents.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { citationsInName, expandRange } from '../core/traceability/citations.ts';
import { compareSectionNumbers, parseSections, type Section } from '../core/traceability/spec-sections.ts';
import { traceabilityMarkdown, traceabilitySummary } from '../core/traceability/traceability-markdown.ts';
import { buildTraceabilityReport, type SpecDocument, type SpecFile, type SpecNode } from '../core/traceability/traceability-report.ts';
import { generateTraceability, locateSpecDocuments, readSpecFiles, REPO_ROOT, REPORT_PATH } from '../scripts/spec-report/generate.ts';
import { specNodesOf } from '../scripts/spec-report/spec-names.ts';

const RE = 'reader-experience';
const PR = 'platform-reference';
const DOC_IDS = [RE, PR];
const cited = (name: string, inherited: string | null = null) =>
  citationsInName(name, DOC_IDS, inherited).citations.map((c) => `${c.docId ?? '?'} ${c.section}`);

describe('spec traceability: the numbered sections of a spec document', () => {
  it('reads "## N." and "### N.M" headings, skipping unnumbered headings and fenced code', () => {
    const markdown = [
      '# Specification: the title',
      '',
      '## 1. What the product does',
      'Text.',
      '## 2. Screens and routes',
      '### 2.1 Page layouts',
      '### 2.10 Server-error screen',
      '### Enumerations (values as spelt)',
      '```md',
      '## 9. Not a heading, inside code',
      '```',
      '## 3. Entities and their fields ##',
    ].join('\n');
    expect(parseSections(markdown)).toEqual<Section[]>([
      { number: '1', title: 'What the product does', depth: 1, parent: null, line: 3 },
      { number: '2', title: 'Screens and routes', depth: 1, parent: null, line: 5 },
      { number: '2.1', title: 'Page layouts', depth: 2, parent: '2', line: 6 },
      { number: '2.10', title: 'Server-error screen', depth: 2, parent: '2', line: 7 },
      { number: '3', title: 'Entities and their fields', depth: 1, parent: null, line: 12 },
    ]);
  });

  it('orders section numbers part by part (2.9 before 2.10 before 3)', () => {
    expect(['3', '2.10', '2', '2.9', '10', '2.1.1'].sort(compareSectionNumbers)).toEqual(['2', '2.1.1', '2.9', '2.10', '3', '10']);
  });

  it('property: a document written from any tree of numbered sections reads back as that tree', () => {
    const title = fc
      .array(fc.constantFrom('Top', 'bar', 'Search', 'rules', 'and', 'the', 'Page-not-found', '(values)', 'e-mails'), { minLength: 1, maxLength: 4 })
      .map((words) => words.join(' '));
    const tree = fc.array(fc.record({ title, subs: fc.array(fc.record({ title, subs: fc.array(title, { maxLength: 2 }) }), { maxLength: 4 }) }), {
      minLength: 1,
      maxLength: 8,
    });
    fc.assert(
      fc.property(tree, fc.boolean(), (tops, withNoise) => {
        const lines: string[] = ['# A spec', ''];
        const expected: { number: string; title: string; parent: string | null }[] = [];
        tops.forEach((top, i) => {
          const n = `${i + 1}`;
          lines.push(`## ${n}. ${top.title}`, 'Some text.');
          expected.push({ number: n, title: top.title, parent: null });
          if (withNoise) lines.push('### Notes', '```', `## ${i + 50}. inside code`, '```');
          top.subs.forEach((sub, j) => {
            const m = `${n}.${j + 1}`;
            lines.push(`### ${m} ${sub.title}`, '- a list item');
            expected.push({ number: m, title: sub.title, parent: n });
            sub.subs.forEach((leaf, k) => {
              lines.push(`#### ${m}.${k + 1} ${leaf}`);
              expected.push({ number: `${m}.${k + 1}`, title: leaf, parent: m });
            });
          });
        });
        expect(parseSections(lines.join('\n')).map(({ number, title: t, parent }) => ({ number, title: t, parent }))).toEqual(expected);
      }),
    );
  });
});

describe('spec traceability: the citations in a spec name', () => {
  it('reads a document and a section', () => {
    expect(cited(`${RE} \u00a74 payment banners`)).toEqual([`${RE} 4`]);
    expect(cited(`${PR} \u00a77.4 sign-in e-mails`)).toEqual([`${PR} 7.4`]);
    expect(cited(`the following feed (${RE} \u00a72.2 ShowFollowingFeed)`)).toEqual([`${RE} 2.2`]);
    expect(cited(`${PR} \u00a72.6: a fatal render error`)).toEqual([`${PR} 2.6`]);
  });

  it('reads lists: commas, "and", semicolons', () => {
    expect(cited(`the batching rules (${PR} \u00a77.1, \u00a79)`)).toEqual([`${PR} 7.1`, `${PR} 9`]);
    expect(cited(`${RE} \u00a73 viewer and \u00a75 logged-out ids`)).toEqual([`${RE} 3`, `${RE} 5`]);
    expect(cited(`membership in Chromium (issue 6; ${RE} \u00a73, \u00a74, \u00a76, \u00a79)`)).toEqual([`${RE} 3`, `${RE} 4`, `${RE} 6`, `${RE} 9`]);
  });

  it('switches document where a name names a second one', () => {
    expect(cited(`${RE} \u00a72.13 / ${PR} \u00a72.5, \u00a74, \u00a77.4, \u00a78: the sign-in modal machine`)).toEqual([
      `${RE} 2.13`,
      `${PR} 2.5`,
      `${PR} 4`,
      `${PR} 7.4`,
      `${PR} 8`,
    ]);
    expect(cited(`consent (${PR} \u00a76; ${RE} \u00a76)`)).toEqual([`${PR} 6`, `${RE} 6`]);
  });

  it('takes the document from the enclosing describes when the name names none', () => {
    const outer = citationsInName(`${RE} \u00a74 follow and unfollow`, DOC_IDS, null);
    expect(outer.docAfter).toBe(RE);
    const inner = citationsInName('\u00a74 follow and unfollow: optimistic', DOC_IDS, outer.docAfter);
    expect(inner.citations).toEqual([{ docId: RE, section: '4', inherited: true, range: null }]);
    expect(cited('uses the constants of \u00a79: at most 20 operations', PR)).toEqual([`${PR} 9`]);
  });

  it('cites no document when none is named anywhere, and records a document named without a section', () => {
    expect(cited('words each banner as \u00a74 lists it')).toEqual(['? 4']);
    const documentOnly = citationsInName(`variant flags (${PR})`, DOC_IDS, null);
    expect(documentOnly.citations).toEqual([]);
    expect(documentOnly.docsNamed).toEqual([PR]);
    expect(cited('a 20-30 ms window, issue 7')).toEqual([]);
    expect(cited(`not-${RE}-like words \u00a74`)).toEqual(['? 4']);
  });

  it('expands a range to the sibling sections in it', () => {
    expect(cited(`app shell in Chromium (issue 3; ${RE} \u00a72.1\u2013\u00a72.4)`)).toEqual([`${RE} 2.1`, `${RE} 2.2`, `${RE} 2.3`, `${RE} 2.4`]);
    expect(cited(`${PR} \u00a72.1 - \u00a72.3`)).toEqual([`${PR} 2.1`, `${PR} 2.2`, `${PR} 2.3`]);
    expect(citationsInName(`${RE} \u00a72\u2013\u00a73`, DOC_IDS, null).citations.map((c) => c.range)).toEqual(['\u00a72\u2013\u00a73', '\u00a72\u2013\u00a73']);
    expect(expandRange('2.9', '3.1')).toEqual(['2.9', '3.1']);
    expect(expandRange('4', '2')).toEqual(['4', '2']);
  });

  it('property: every section of a list is read, once, for the document named before it', () => {
    const number = fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 3 }).map((parts) => parts.join('.'));
    const filler = fc.constantFrom('', ' the rules', ' (issue 7)', ': banners', ' ShowFollowingFeed');
    const separator = fc.constantFrom(', ', ' and ', '; ', ', and ', ' / ');
    fc.assert(
      fc.property(fc.constantFrom(RE, PR), fc.array(fc.tuple(number, filler, separator), { minLength: 1, maxLength: 6 }), fc.option(fc.constantFrom(RE, PR)), (doc, parts, inherited) => {
        const name = `${doc} ` + parts.map(([n, words, sep], i) => `\u00a7${n}${words}${i < parts.length - 1 ? sep : ''}`).join('');
        const result = citationsInName(name, DOC_IDS, inherited);
        expect(result.citations.map((c) => c.section)).toEqual([...new Set(parts.map(([n]) => n))]);
        expect(result.citations.every((c) => c.docId === doc && !c.inherited && c.range === null)).toBe(true);
        expect(result.docAfter).toBe(doc);
      }),
    );
  });
});

describe('spec traceability: reading the names of the specs from a test file', () => {
  it('reads describe/it/test names with their nesting, template literals, modifiers, each and skipIf', () => {
    const source = [
      "import { describe, expect, it, test } from 'vitest';",
      "describe('outer', () => {",
      "  describe(`on ${factory.name} (issue 5)`, () => {",
      "    it('a', () => expect(1).toBe(1));",
      "    it.skipIf(!ok)('b', async () => {});",
      '  });',
      "  it.each([1, 2])('c %s', (n: number) => {});",
      '  it.each`',
      '    a | b',
      "  `('d $a', () => {});",
      "  it.skip('e', () => {});",
      "  test.todo('f');",
      '  describe(name, () => {',
      "    it.concurrent('g', () => {});",
      '  });',
      '});',
      "describe.skip('h', () => { it('i', () => {}); });",
      "const myTest = test.extend({ page: async ({}, use: (v: number) => Promise<void>) => use(1) });",
      "myTest('not read: a custom test function', () => {});",
      "helper('not a spec', () => { it('j', () => {}); });",
    ].join('\n');
    const nodes = specNodesOf(source, 'example.spec.ts');
    const shape = nodes.map((n) => [n.kind, n.name, n.parentId === null ? null : nodes[n.parentId]!.name, n.line, n.skipped]);
    expect(shape).toEqual([
      ['suite', 'outer', null, 2, false],
      ['suite', 'on ${…} (issue 5)', 'outer', 3, false],
      ['test', 'a', 'on ${…} (issue 5)', 4, false],
      ['test', 'b', 'on ${…} (issue 5)', 5, false],
      ['test', 'c %s', 'outer', 7, false],
      ['test', 'd $a', 'outer', 8, false],
      ['test', 'e', 'outer', 11, true],
      ['test', 'f', 'outer', 12, true],
      ['suite', null, 'outer', 13, false],
      ['test', 'g', null, 14, false],
      ['suite', 'h', null, 17, true],
      ['test', 'i', 'h', 17, true],
      ['test', 'j', null, 20, false],
    ]);
  });

  it('reads TSX', () => {
    const nodes = specNodesOf("describe('a page (UI)', () => { it('renders', () => { render(<Page title=\"x\" />); }); });", 'Page.test.tsx');
    expect(nodes.map((n) => n.name)).toEqual(['a page (UI)', 'renders']);
  });

  it("reads every spec and test file of the repository (none fails to parse), this one among them", () => {
    const files = readSpecFiles();
    expect(files.length).toBeGreaterThan(40);
    const own = files.find((f) => f.file === 'specs/traceability.spec.ts');
    expect(own?.nodes.some((n) => n.name === 'spec traceability: the citations in a spec name')).toBe(true);
    expect(files.some((f) => f.file.startsWith('e2e/') && f.file.endsWith('.e2e.ts'))).toBe(true);
    expect(files.some((f) => f.file.startsWith('ui/') && f.file.endsWith('.test.tsx'))).toBe(true);
    expect(files.some((f) => f.file.startsWith('specs/fixtures/'))).toBe(false);
  });
});

// --- the report model ---------------------------------------------------------------------------

const doc = (id: string, numbers: string[]): SpecDocument => ({
  id,
  fileName: `${id}.md`,
  sections: parseSections(numbers.map((n) => (n.includes('.') ? `### ${n} Section ${n}` : `## ${n}. Section ${n}`)).join('\n')),
});

const suiteNode = (id: number, name: string | null, parentId: number | null = null, skipped = false): SpecNode => ({ id, parentId, kind: 'suite', name, line: id + 1, skipped });
const testNode = (id: number, name: string | null, parentId: number | null = null, skipped = false): SpecNode => ({ id, parentId, kind: 'test', name, line: id + 1, skipped });

describe('spec traceability: the report model', () => {
  const docs = [doc(RE, ['1', '2', '2.1', '2.2', '3']), doc(PR, ['1', '7', '7.1'])];

  it('lists who checks each section, parents covered through subsections, and what no spec checks', () => {
    const files: SpecFile[] = [
      {
        file: 'specs/b.spec.ts',
        nodes: [suiteNode(0, `${RE} \u00a72.1 layouts`), testNode(1, 'works', 0), testNode(2, '\u00a73 entities too', 0)],
      },
      { file: 'specs/a.spec.ts', nodes: [testNode(0, `transport (${PR} \u00a77.1, \u00a79)`)] },
    ];
    const report = buildTraceabilityReport(docs, files);
    const [re, pr] = report.documents;
    expect(re!.sections.map((s) => [s.section.number, s.status])).toEqual([
      ['1', 'not-checked'],
      ['2', 'through-subsections'],
      ['2.1', 'checked'],
      ['2.2', 'not-checked'],
      ['3', 'checked'],
    ]);
    expect(re!.sections[2]!.checkedBy.map((s) => [s.file, s.line, s.fullName, s.tests])).toEqual([['specs/b.spec.ts', 1, `${RE} \u00a72.1 layouts`, 2]]);
    expect(re!.sections[4]!.checkedBy.map((s) => s.fullName)).toEqual([`${RE} \u00a72.1 layouts › \u00a73 entities too`]);
    expect([re!.covered, re!.total, re!.uncovered.map((s) => s.number)]).toEqual([3, 5, ['1', '2.2']]);
    expect([pr!.covered, pr!.total, pr!.uncovered.map((s) => s.number)]).toEqual([2, 3, ['1']]);
    expect(report.unknownSections.map((u) => [u.docId, u.section, u.spec.file])).toEqual([[PR, '9', 'specs/a.spec.ts']]);
    expect(report.tests).toBe(3);
    const markdown = traceabilityMarkdown(report);
    expect(markdown).toContain('| &nbsp;&nbsp;2.2 | Section 2.2 | **not checked by any spec yet** | — |');
    expect(markdown).toContain('- §2.2 Section 2.2');
    expect(markdown).toContain(`- ${PR} §9: \`specs/a.spec.ts\` transport (${PR} §7.1, §9)`);
    expect(traceabilitySummary(report)).toContain(`Read 3 tests (each it/test call once, as written; skipped ones not counted) in 2 spec and test files.\n${RE}: 3 of 5 numbered sections covered\n  not checked by any spec yet: §1 Section 1; §2.2 Section 2.2`);
  });

  it('counts nothing from skipped specs or suites without tests, and lists them as covering nothing', () => {
    const files: SpecFile[] = [
      {
        file: 'specs/c.spec.ts',
        nodes: [suiteNode(0, `${RE} \u00a71 purpose`, null, true), testNode(1, 'a', 0), suiteNode(2, `${RE} \u00a73 empty`), testNode(3, `${RE} \u00a72.2 todo`, null, true)],
      },
    ];
    const report = buildTraceabilityReport(docs, files);
    const re = report.documents[0]!;
    expect(re.uncovered.map((s) => s.number)).toEqual(['1', '2', '2.1', '2.2', '3']);
    expect(re.sections[0]!.checkedBy.map((s) => s.inert)).toEqual([true]);
    expect(traceabilityMarkdown(report)).toContain('(skipped or without tests: covers nothing)');
  });

  it('reports citations without a document, documents without a section, non-literal names, and range-only coverage', () => {
    const files: SpecFile[] = [
      {
        file: 'specs/d.spec.ts',
        nodes: [
          testNode(0, 'as \u00a74 says'),
          testNode(1, `flags (${PR})`),
          suiteNode(2, null),
          testNode(3, 'inside', 2),
          testNode(4, `shell (${RE} \u00a72.1\u2013\u00a72.2)`),
          testNode(5, `layouts (${RE} \u00a72.1)`),
        ],
      },
    ];
    const report = buildTraceabilityReport(docs, files);
    expect(report.noDocument.map((u) => [u.section, u.spec.line])).toEqual([['4', 1]]);
    expect(report.documentOnly.map((u) => [u.docId, u.spec.line])).toEqual([[PR, 2]]);
    expect(report.dynamicNames).toEqual([{ file: 'specs/d.spec.ts', line: 3, kind: 'suite', fullName: '(name not a literal)' }]);
    const re = report.documents[0]!;
    expect(re.sections.filter((s) => s.onlyByRange).map((s) => s.section.number)).toEqual(['2.2']);
    expect(traceabilitySummary(report)).toContain('checked only inside a range citation: §2.2 Section 2.2');
  });

  it('escapes markdown in names so a name cannot break the table', () => {
    const files: SpecFile[] = [{ file: 'specs/e.spec.ts', nodes: [testNode(0, `${RE} \u00a73 a | b <b> *x* \`y\``)] }];
    const markdown = traceabilityMarkdown(buildTraceabilityReport(docs, files));
    expect(markdown).toContain('a \\| b &lt;b&gt; \\*x\\* \\`y\\`');
  });

  // Generated documents and specs: each spec cites a section (existing or not) of a document, in its own
  // name or through an enclosing describe, and may be skipped.
  const sectionTree = fc
    .array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 6 })
    .map((subCounts) => subCounts.flatMap((subs, i) => [`${i + 1}`, ...Array.from({ length: subs }, (_, j) => `${i + 1}.${j + 1}`)]));
  const citing = fc.record({
    docIndex: fc.integer({ min: 0, max: 1 }),
    pick: fc.nat(),
    missing: fc.boolean(),
    nested: fc.boolean(),
    skipped: fc.boolean(),
    file: fc.constantFrom('specs/x.spec.ts', 'ui/y.test.tsx', 'e2e/z.e2e.ts'),
  });

  it('property: cited sections are covered by their specs, never-cited ones are listed uncovered, unknown ones are reported', () => {
    fc.assert(
      fc.property(sectionTree, sectionTree, fc.array(citing, { maxLength: 12 }), (reNumbers, prNumbers, cites) => {
        const documents = [doc(RE, reNumbers), doc(PR, prNumbers)];
        const byFile = new Map<string, SpecNode[]>();
        const expectations = cites.map((c) => {
          const numbers = c.docIndex === 0 ? reNumbers : prNumbers;
          const section = c.missing ? `${50 + (c.pick % 5)}.${c.pick % 3}` : numbers[c.pick % numbers.length]!;
          const docId = DOC_IDS[c.docIndex]!;
          const nodes = byFile.get(c.file) ?? [];
          byFile.set(c.file, nodes);
          let citingNode: SpecNode;
          if (c.nested) {
            const outer = suiteNode(nodes.length, `${docId} checks`, null, c.skipped);
            nodes.push(outer);
            citingNode = testNode(nodes.length, `\u00a7${section} holds`, outer.id);
            nodes.push(citingNode);
          } else {
            citingNode = testNode(nodes.length, `holds (${docId} \u00a7${section})`, null, c.skipped);
            nodes.push(citingNode);
          }
          return { ...c, docId, section, line: citingNode.line };
        });
        const files = [...byFile].map(([file, nodes]) => ({ file, nodes }));
        const report = buildTraceabilityReport(documents, files);

        for (const [i, coverage] of report.documents.entries()) {
          const docId = DOC_IDS[i]!;
          const running = expectations.filter((e) => e.docId === docId && !e.missing && !e.skipped);
          const citedNumbers = new Set(running.map((e) => e.section));
          // every section is exactly one of checked, through subsections, not checked
          expect(coverage.covered + coverage.uncovered.length).toBe(coverage.total);
          expect(coverage.total).toBe(documents[i]!.sections.length);
          for (const s of coverage.sections) {
            const checked = citedNumbers.has(s.section.number);
            const viaSub = [...citedNumbers].some((n) => n.startsWith(`${s.section.number}.`));
            expect(s.status).toBe(checked ? 'checked' : viaSub ? 'through-subsections' : 'not-checked');
            expect(coverage.uncovered.includes(s.section)).toBe(!checked && !viaSub);
          }
          for (const e of running) {
            const entry = coverage.sections.find((s) => s.section.number === e.section)!;
            expect(entry.checkedBy.some((s) => s.file === e.file && s.line === e.line && !s.inert)).toBe(true);
          }
        }
        for (const e of expectations.filter((x) => x.missing)) {
          expect(report.unknownSections.some((u) => u.docId === e.docId && u.section === e.section && u.spec.file === e.file && u.spec.line === e.line)).toBe(true);
        }
        expect(report.unknownSections.every((u) => expectations.some((e) => e.missing && e.section === u.section))).toBe(true);
        expect(report.noDocument).toEqual([]);
        const markdown = traceabilityMarkdown(report);
        for (const coverage of report.documents) for (const s of coverage.uncovered) expect(markdown).toContain(`- §${s.number} ${s.title}`);
      }),
    );
  });
});

// --- the committed report and the command ---------------------------------------------------------

const lookup = locateSpecDocuments();

describe('spec traceability: finding the spec documents', () => {
  it('says where it looked and how to point at the documents when they are not there', () => {
    const missing = locateSpecDocuments({ QUIRE_SPEC_DIR: '/nonexistent/quire-spec' });
    expect(missing.ok).toBe(false);
    if (!missing.ok) {
      expect(missing.tried).toEqual(['/nonexistent/quire-spec']);
      expect(missing.message).toContain('/nonexistent/quire-spec (QUIRE_SPEC_DIR)');
      expect(missing.message).toContain('QUIRE_SPEC_DIR=/path/to/spec npm run spec:report');
    }
    const beside = locateSpecDocuments({}, '/nonexistent/clone/quire');
    expect(beside.ok).toBe(false);
    if (!beside.ok) expect(beside.message).toContain(`${path.resolve('/nonexistent/clone/shared/spec')} (../shared/spec beside the repository`);
  });

  it('the command fails with that message (exit code 2) and writes nothing', () => {
    const before = existsSync(REPORT_PATH) ? readFileSync(REPORT_PATH, 'utf8') : null;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/spec-report/spec-report.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, QUIRE_SPEC_DIR: '/nonexistent/quire-spec' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('were not found in /nonexistent/quire-spec (QUIRE_SPEC_DIR)');
    expect(existsSync(REPORT_PATH) ? readFileSync(REPORT_PATH, 'utf8') : null).toBe(before);
  }, 30_000);
});

const SKIP_REASON = lookup.ok
  ? ''
  : ' (skipped: the spec documents were not found in QUIRE_SPEC_DIR or ../shared/spec beside the repository; set QUIRE_SPEC_DIR to check)';

describe.skipIf(!lookup.ok)(
  `spec traceability: docs/spec-traceability.md is up to date${SKIP_REASON}`,
  () => {
    it('matches what npm run spec:report writes from the current specs (run it and commit the file when this fails)', () => {
      if (!lookup.ok) return;
      const { markdown } = generateTraceability(lookup.dir);
      expect(readFileSync(REPORT_PATH, 'utf8')).toBe(markdown);
    });
  },
);
