// Subscriber import and export (README: Newsletters → import/export; /me/subscribers/import and
// /@{username}/newsletters/{newsletterV3Id}/subscribers/csv-export). Import takes one address per line (an optional
// header "email", further columns ignored) and reports every bad line by number; all or nothing — the caller
// imports only when there are no errors. Size caps refuse a huge file before it is read line by line.
import { IMPORT_ERRORS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from './import-limits.ts';
import { parseSubscriberEmail } from './newsletter.policy.ts';

// The caps and the refusals' words live apart (no zod there), so the import page's chunk carries only them.
export { IMPORT_ERRORS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, importErrorCodeOf, importLineMessage, isImportErrorCode, type ImportErrorCode } from './import-limits.ts';

export type ImportLineError = { line: number; message: string };
export type ParsedImport = { ok: true; emails: string[] } | { ok: false; error: string } | { ok: false; lineErrors: ImportLineError[] };

/** The file's bytes as UTF-8 text, or why not (too big, not UTF-8, binary). */
export function decodeImport(bytes: Uint8Array): { ok: true; text: string } | { ok: false; error: string } {
  if (bytes.byteLength === 0) return { ok: false, error: IMPORT_ERRORS.empty };
  if (bytes.byteLength > IMPORT_MAX_BYTES) return { ok: false, error: IMPORT_ERRORS['too-large'] };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, error: IMPORT_ERRORS['not-utf8'] };
  }
  if (text.includes('\u0000')) return { ok: false, error: IMPORT_ERRORS['not-text'] };
  return { ok: true, text: text.replace(/^\uFEFF/, '') };
}

/** The addresses of a CSV text, or every bad line by number (1-based), or why the whole file is refused. */
export function parseImport(text: string): ParsedImport {
  const lines = text.split(/\r\n|\n|\r/);
  const emails: string[] = [];
  const seen = new Set<string>();
  const lineErrors: ImportLineError[] = [];
  let rows = 0;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!.trim();
    if (raw === '') continue;
    const first = (raw.split(',')[0] ?? '').trim().replace(/^"(.*)"$/, '$1').trim();
    if (rows === 0 && emails.length === 0 && lineErrors.length === 0 && /^e-?mail( address)?$/i.test(first)) continue;
    rows += 1;
    if (rows > IMPORT_MAX_ROWS) return { ok: false, error: IMPORT_ERRORS['too-many'] };
    const email = parseSubscriberEmail(first);
    if (email === null) {
      if (lineErrors.length < 100) lineErrors.push({ line: i + 1, message: `"${first.slice(0, 80)}" is not an e-mail address.` });
      continue;
    }
    if (!seen.has(email)) {
      seen.add(email);
      emails.push(email);
    }
  }
  if (lineErrors.length > 0) return { ok: false, lineErrors };
  if (emails.length === 0) return { ok: false, error: IMPORT_ERRORS['no-addresses'] };
  return { ok: true, emails };
}

/** One CSV field: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is defused for spreadsheets. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export type ExportRow = { email: string; name: string; username: string; status: string; source: string; subscribedAt: string };

export function exportCsv(rows: readonly ExportRow[]): string {
  const header = 'email,name,username,status,source,subscribed_at';
  return [header, ...rows.map((r) => [r.email, r.name, r.username, r.status, r.source, r.subscribedAt].map(csvField).join(','))].join('\r\n') + '\r\n';
}
