// Spec traceability. The numbered sections of a spec document (reader-experience.md,
// platform-reference.md): the markdown headings `## N.` and `### N.M …`. Unnumbered headings (such as
// platform-reference's "Enumerations" under §3) belong to the numbered section above them.
// Pure: takes the document's text, reads nothing.

export type Section = {
  /** "4", "2.13" */
  number: string;
  title: string;
  /** 1 for "4", 2 for "2.13" */
  depth: number;
  /** the enclosing numbered section ("2" for "2.13"), or null */
  parent: string | null;
  /** 1-based line of the heading */
  line: number;
};

const HEADING = /^(#{1,6})[ \t]+(\d+(?:\.\d+)*)\.?[ \t]+(.*?)[ \t#]*$/;
const FENCE = /^[ \t]*(```|~~~)/;

/** The numbered sections in document order. Headings inside fenced code blocks are not headings. */
export function parseSections(markdown: string): Section[] {
  const sections: Section[] = [];
  const known = new Set<string>();
  let inFence = false;
  const lines = markdown.split(/\r?\n/);
  lines.forEach((text, index) => {
    if (FENCE.test(text)) {
      inFence = !inFence;
      return;
    }
    if (inFence) return;
    const m = HEADING.exec(text);
    if (!m) return;
    const number = normaliseSectionNumber(m[2]!);
    if (known.has(number)) return;
    const parts = number.split('.');
    const parentNumber = parts.length > 1 ? parts.slice(0, -1).join('.') : null;
    known.add(number);
    sections.push({
      number,
      title: m[3]!.trim(),
      depth: parts.length,
      parent: parentNumber !== null && known.has(parentNumber) ? parentNumber : null,
      line: index + 1,
    });
  });
  return sections;
}

/** "04.1" and "4.1" are the same section. */
export function normaliseSectionNumber(number: string): string {
  return number
    .split('.')
    .map((part) => String(Number.parseInt(part, 10)))
    .join('.');
}

/** Section numbers compared part by part: 2.9 < 2.10 < 3. */
export function compareSectionNumbers(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const x = pa[i];
    const y = pb[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x !== y) return x - y;
  }
  return 0;
}
