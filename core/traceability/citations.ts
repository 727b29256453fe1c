// Spec traceability. Which sections of which spec document a spec's name cites.
//
// The rules, read left to right through the names of the enclosing describes (outermost first) and then
// the name itself:
// - a document is named by its id as a word ("reader-experience", "platform-reference");
// - a section is "§" and a number ("§4", "§2.13"); it cites the document named most recently before it,
//   in this name or, failing that, in an enclosing describe's name ("§4 follow" inside a describe named
//   "reader-experience …" cites reader-experience §4); with no document named anywhere the citation
//   has no document and is reported as such;
// - lists ("§7.1, §9", "§3 and §9", "§3, §4, §6") cite each section; a range "§2.1–§2.9" (en dash, em
//   dash, or a hyphen with "§" on both ends) cites every sibling section from the first to the last;
// - a name that names a document but no section is recorded too (it cites no section).
// Pure: strings in, values out.
import { normaliseSectionNumber } from './spec-sections.ts';

export type Citation = {
  /** the document id, or null when no document is named in the name or any enclosing describe */
  docId: string | null;
  section: string;
  /** true when the document came from an enclosing describe's name */
  inherited: boolean;
  /** the range as written ("§2.1–§2.9") when the section was cited only as part of one, else null */
  range: string | null;
};

export type NameCitations = {
  citations: Citation[];
  /** documents this name itself names (in order of first mention) */
  docsNamed: string[];
  /** the document a following "§" in a nested name would cite */
  docAfter: string | null;
};

const NUMBER = String.raw`(\d+(?:\.\d+)*)`;
const SECTION = new RegExp(String.raw`§\s?${NUMBER}(?:\s*[–—]\s*§?\s?${NUMBER}|\s*-\s*§\s?${NUMBER})?`, 'gu');

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Expands "2.1" … "2.9" to the siblings between them; anything else cites its two ends. */
export function expandRange(first: string, last: string): string[] {
  const a = first.split('.').map(Number);
  const b = last.split('.').map(Number);
  const samePrefix = a.length === b.length && a.slice(0, -1).every((part, i) => part === b[i]);
  const from = a[a.length - 1]!;
  const to = b[b.length - 1]!;
  if (!samePrefix || to < from || to - from > 100) return first === last ? [first] : [first, last];
  const prefix = a.slice(0, -1);
  const out: string[] = [];
  for (let n = from; n <= to; n += 1) out.push([...prefix, n].join('.'));
  return out;
}

/**
 * The citations in one name. `inheritedDocId` is the document in force from the enclosing describes
 * (their `docAfter`), or null.
 */
export function citationsInName(name: string, docIds: readonly string[], inheritedDocId: string | null): NameCitations {
  const docPattern = docIds.length > 0 ? docIds.map(escapeRegExp).join('|') : '(?!)';
  const token = new RegExp(String.raw`(?<![\w-])(${docPattern})(?![\w-])|${SECTION.source}`, 'gu');
  const citations: Citation[] = [];
  const docsNamed: string[] = [];
  let current = inheritedDocId;
  let currentInherited = true;
  for (const m of name.matchAll(token)) {
    const doc = m[1];
    if (doc !== undefined) {
      current = doc;
      currentInherited = false;
      if (!docsNamed.includes(doc)) docsNamed.push(doc);
      continue;
    }
    const first = normaliseSectionNumber(m[2]!);
    const last = m[3] ?? m[4];
    const numbers = last === undefined ? [first] : expandRange(first, normaliseSectionNumber(last));
    const range = last === undefined ? null : m[0];
    for (const section of numbers) {
      const inherited = current !== null && currentInherited;
      const earlier = citations.findIndex((c) => c.docId === current && c.section === section);
      if (earlier === -1) citations.push({ docId: current, section, inherited, range });
      else if (range === null) citations[earlier] = { docId: current, section, inherited, range: null };
    }
  }
  return { citations, docsNamed, docAfter: current };
}
