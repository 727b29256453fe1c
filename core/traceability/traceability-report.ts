// Spec traceability. From the numbered sections of the spec documents and the names of the
// specs (describe/it/test, with their nesting), which specs check each section, and which sections no
// spec checks yet.
//
// Counting rule: a citation of §4 covers section 4 only; a citation of §2.3 covers 2.3. A section is
// checked when a spec cites it; a section with subsections is also counted as covered when any of its
// subsections is (it is then "covered through its subsections"), but every subsection is listed on its
// own. A citation counts only from a suite or test that runs: skipped and todo specs, and suites with no
// test in them, are listed but cover nothing.
// Pure: the caller reads the files and hands over their text and the specs' names.
import { citationsInName, type Citation } from './citations.ts';
import { compareSectionNumbers, type Section } from './spec-sections.ts';

export type SpecDocument = { id: string; fileName: string; sections: Section[] };

/** One describe/it/test call found in a spec file. `name` is null when it is not a literal. */
export type SpecNode = {
  id: number;
  parentId: number | null;
  kind: 'suite' | 'test';
  name: string | null;
  line: number;
  /** `.skip` / `.todo` on this call (an enclosing skipped suite is taken into account here) */
  skipped: boolean;
};

export type SpecFile = { file: string; nodes: SpecNode[] };

/** A suite or test whose own name cites something. */
export type CitingSpec = {
  file: string;
  line: number;
  kind: 'suite' | 'test';
  /** the names from the outermost describe to this one, joined with " › " */
  fullName: string;
  /** tests that run under it (itself, for a test) */
  tests: number;
  /** true when it covers nothing: skipped, todo, or no test runs under it */
  inert: boolean;
};

/** A spec citing a section; `range` is the range it wrote ("§2.1–§2.9") when it cited the section only in one. */
export type SectionCheck = CitingSpec & { range: string | null };

export type SectionStatus = 'checked' | 'through-subsections' | 'not-checked';

export type SectionCoverage = {
  section: Section;
  status: SectionStatus;
  checkedBy: SectionCheck[];
  /** checked, but every spec that covers it cites it only inside a range: worth a look */
  onlyByRange: boolean;
};

export type DocumentCoverage = {
  doc: SpecDocument;
  sections: SectionCoverage[];
  covered: number;
  total: number;
  uncovered: Section[];
};

export type StrayCitation = { spec: CitingSpec; docId: string | null; section: string };

export type TraceabilityReport = {
  documents: DocumentCoverage[];
  /** citations of sections the document does not have */
  unknownSections: StrayCitation[];
  /** "§N" with no document named in the name or any enclosing describe */
  noDocument: StrayCitation[];
  /** names that name a document but cite no section of it (directly or in a nested name) */
  documentOnly: { spec: CitingSpec; docId: string }[];
  /** describe/it/test calls whose name is not a literal (their own names cannot be read) */
  dynamicNames: { file: string; line: number; kind: 'suite' | 'test'; fullName: string }[];
  specFiles: number;
  tests: number;
};

type Indexed = { children: SpecNode[]; skipped: boolean; path: string[] };

function byLocation(a: { file: string; line: number }, b: { file: string; line: number }): number {
  return a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line;
}

export function buildTraceabilityReport(docs: readonly SpecDocument[], files: readonly SpecFile[]): TraceabilityReport {
  const docIds = docs.map((d) => d.id);
  const sectionSets = new Map(docs.map((d) => [d.id, new Set(d.sections.map((s) => s.number))]));
  const cites = new Map<string, SectionCheck[]>();
  const unknownSections: StrayCitation[] = [];
  const noDocument: StrayCitation[] = [];
  const documentOnly: { spec: CitingSpec; docId: string }[] = [];
  const dynamicNames: { file: string; line: number; kind: 'suite' | 'test'; fullName: string }[] = [];
  let tests = 0;

  for (const specFile of [...files].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))) {
    const indexed = new Map<number, Indexed>();
    const roots: SpecNode[] = [];
    for (const node of specFile.nodes) indexed.set(node.id, { children: [], skipped: false, path: [] });
    for (const node of specFile.nodes) {
      const parent = node.parentId === null ? undefined : indexed.get(node.parentId);
      if (parent) parent.children.push(node);
      else roots.push(node);
    }
    const runningTests = new Map<number, number>();
    const countTests = (node: SpecNode, skippedAbove: boolean): number => {
      const entry = indexed.get(node.id)!;
      entry.skipped = skippedAbove || node.skipped;
      let count = node.kind === 'test' && !entry.skipped ? 1 : 0;
      for (const child of entry.children) count += countTests(child, entry.skipped);
      runningTests.set(node.id, count);
      return count;
    };
    for (const root of roots) tests += countTests(root, false);

    const record = (c: Citation, spec: CitingSpec): void => {
      if (c.docId === null) {
        noDocument.push({ spec, docId: null, section: c.section });
        return;
      }
      if (!sectionSets.get(c.docId)?.has(c.section)) {
        unknownSections.push({ spec, docId: c.docId, section: c.section });
        return;
      }
      const key = `${c.docId}#${c.section}`;
      const list = cites.get(key) ?? [];
      if (!list.some((s) => s.file === spec.file && s.line === spec.line)) list.push({ ...spec, range: c.range });
      cites.set(key, list);
    };
    // Returns whether the node or a descendant cites a section (for the "document but no section" list).
    const visit = (node: SpecNode, inheritedDoc: string | null, path: string[]): boolean => {
      const entry = indexed.get(node.id)!;
      const name = node.name ?? '(name not a literal)';
      const found = node.name === null ? { citations: [], docsNamed: [], docAfter: inheritedDoc } : citationsInName(node.name, docIds, inheritedDoc);
      entry.path = [...path, name];
      if (node.name === null) dynamicNames.push({ file: specFile.file, line: node.line, kind: node.kind, fullName: entry.path.join(' › ') });
      const count = runningTests.get(node.id) ?? 0;
      const spec: CitingSpec = {
        file: specFile.file,
        line: node.line,
        kind: node.kind,
        fullName: entry.path.join(' › '),
        tests: count,
        inert: entry.skipped || count === 0,
      };
      for (const c of found.citations) record(c, spec);
      let below = false;
      for (const child of entry.children) below = visit(child, found.docAfter, entry.path) || below;
      const citesHereOrBelow = found.citations.length > 0 || below;
      if (!citesHereOrBelow) for (const docId of found.docsNamed) documentOnly.push({ spec, docId });
      return citesHereOrBelow;
    };
    for (const root of roots) visit(root, null, []);
  }

  const documents = docs.map((doc): DocumentCoverage => {
    const ordered = [...doc.sections].sort((a, b) => compareSectionNumbers(a.number, b.number));
    const direct = new Map(ordered.map((s) => [s.number, (cites.get(`${doc.id}#${s.number}`) ?? []).sort(byLocation)]));
    const isChecked = (n: string): boolean => (direct.get(n) ?? []).some((s) => !s.inert);
    const coveredMemo = new Map<string, boolean>();
    const isCovered = (n: string): boolean => {
      const memo = coveredMemo.get(n);
      if (memo !== undefined) return memo;
      const value = isChecked(n) || ordered.some((s) => s.parent === n && isCovered(s.number));
      coveredMemo.set(n, value);
      return value;
    };
    const sections = ordered.map((section): SectionCoverage => {
      const checkedBy = direct.get(section.number) ?? [];
      const checked = isChecked(section.number);
      return {
        section,
        status: checked ? 'checked' : isCovered(section.number) ? 'through-subsections' : 'not-checked',
        checkedBy,
        onlyByRange: checked && checkedBy.filter((s) => !s.inert).every((s) => s.range !== null),
      };
    });
    const uncovered = sections.filter((s) => s.status === 'not-checked').map((s) => s.section);
    return { doc, sections, covered: sections.length - uncovered.length, total: sections.length, uncovered };
  });

  const strayOrder = (a: StrayCitation, b: StrayCitation): number => byLocation(a.spec, b.spec) || compareSectionNumbers(a.section, b.section);
  return {
    documents,
    unknownSections: unknownSections.sort(strayOrder),
    noDocument: noDocument.sort(strayOrder),
    documentOnly: documentOnly.sort((a, b) => byLocation(a.spec, b.spec)),
    dynamicNames: dynamicNames.sort(byLocation),
    specFiles: files.length,
    tests,
  };
}
