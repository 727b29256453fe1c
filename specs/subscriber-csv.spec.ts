// README: Newsletters → for writers (/me/subscribers/import and the CSV export; reader-experience §2.3 'export email
// subscribers'): an import names every bad line by its number and imports nothing then; a file over the caps or not
// UTF-8 is refused with a message; every exported field reads back as written and none starts a spreadsheet formula.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, decodeImport, exportCsv, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, parseImport } from '../core/newsletters/subscriber-csv.ts';

/** A minimal RFC 4180 reader for one line, to read the export back. */
function readLine(line: string): string[] {
  const fields: string[] = [];
  let at = 0;
  while (at <= line.length) {
    if (line[at] === '"') {
      let value = '';
      at += 1;
      for (;;) {
        const quote = line.indexOf('"', at);
        if (line[quote + 1] === '"') {
          value += line.slice(at, quote + 1);
          at = quote + 2;
        } else {
          value += line.slice(at, quote);
          at = quote + 2;
          break;
        }
      }
      fields.push(value);
    } else {
      const comma = line.indexOf(',', at);
      const end = comma < 0 ? line.length : comma;
      fields.push(line.slice(at, end));
      at = end + 1;
    }
  }
  return fields;
}

describe('subscriber CSV (README: Newsletters → for writers)', () => {
  it('names every bad line by number, and imports nothing then', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant('ok'), fc.constant('bad'), fc.constant('blank')), { minLength: 1, maxLength: 40 }), (kinds) => {
        const lines = kinds.map((k, i) => (k === 'ok' ? `reader${i}@example.com` : k === 'bad' ? `not an address ${i}` : ''));
        const parsed = parseImport(lines.join('\n'));
        const bad = kinds.flatMap((k, i) => (k === 'bad' ? [i + 1] : []));
        if (bad.length > 0) {
          expect(parsed.ok).toBe(false);
          expect('lineErrors' in parsed && parsed.lineErrors.map((e) => e.line)).toEqual(bad);
        } else if (kinds.includes('ok')) {
          expect(parsed).toEqual({ ok: true, emails: kinds.flatMap((k, i) => (k === 'ok' ? [`reader${i}@example.com`] : [])) });
        } else expect(parsed).toEqual({ ok: false, error: 'The file holds no e-mail addresses.' });
      }),
    );
  });

  it('refuses an empty, oversized, non-UTF-8 or too-long file with a message', () => {
    expect(decodeImport(new Uint8Array())).toEqual({ ok: false, error: 'The file is empty.' });
    expect(decodeImport(new Uint8Array(IMPORT_MAX_BYTES + 1))).toEqual({ ok: false, error: 'The file is larger than 2 MB. Split it into smaller files.' });
    expect(decodeImport(new Uint8Array([0x61, 0xe9, 0x40]))).toEqual({ ok: false, error: 'The file is not UTF-8 text. Save it as CSV (UTF-8) and upload it again.' });
    const many = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `r${i}@example.com`).join('\n');
    expect(parseImport(many)).toEqual({ ok: false, error: 'The file has more than 20,000 addresses. Split it into smaller files.' });
    expect(parseImport('email\nAda@Example.com, Ada\n"ada@example.com"\n')).toEqual({ ok: true, emails: ['ada@example.com'] });
  });

  it('every exported field reads back as written, and none starts a formula', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ email: fc.string(), name: fc.string(), username: fc.string(), status: fc.string(), source: fc.string(), subscribedAt: fc.string() }), { maxLength: 5 }), (rows) => {
        const clean = rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v.replace(/[\r\n]/g, ' ')])) as typeof r);
        const lines = exportCsv(clean).split('\r\n').slice(1, -1);
        expect(lines).toHaveLength(clean.length);
        lines.forEach((line, i) => {
          const fields = readLine(line);
          const row = clean[i]!;
          [row.email, row.name, row.username, row.status, row.source, row.subscribedAt].forEach((value, j) => {
            expect(fields[j]).toBe(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
            expect(fields[j]!).not.toMatch(/^[=+\-@]/);
          });
        });
        expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
      }),
    );
  });
});
