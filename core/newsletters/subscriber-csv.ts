// Subscriber import and export (README: Newsletters → import/export; /me/subscribers/import and
// /@{username}/newsletters/{newsletterV3Id}/subscribers/csv-export). Import takes one address per line (an optional
// header "email", further columns ignored) and reports every bad line by number; all or nothing — the caller
// imports only when there are no errors. Size caps refuse a huge file before it is read line by line.
import { parseSubscriberEmail } from './newsletter.policy.ts';

/** The largest upload accepted, and the most addresses one import may hold. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;

export type ImportLineError = { line: number; message: string };

/** Why a whole file is refused, by a stable code (the page's address carries the code after a form's redirect). */
export const IMPORT_ERRORS = {
  empty: 'The file is empty.',
  'too-large': `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files.`,
  'not-utf8': 'The file is not UTF-8 text. Save it as CSV (UTF-8) and upload it again.',
  'not-text': 'The file is not a CSV text file.',
  'too-many': `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} addresses. Split it into smaller files.`,
  'no-addresses': 'The file holds no e-mail addresses.',
  'no-file': 'Choose a CSV file to upload.',
  expired: 'This form has expired. Reload the page and try again.',
} as const;
export type ImportErrorCode = keyof typeof IMPORT_ERRORS;
export const isImportErrorCode = (code: string): code is ImportErrorCode => Object.hasOwn(IMPORT_ERRORS, code);
/** The code of a refusal's message (a message of IMPORT_ERRORS). */
export const importErrorCodeOf = (message: string): ImportErrorCode | null =>
  (Object.keys(IMPORT_ERRORS) as ImportErrorCode[]).find((code) => IMPORT_ERRORS[code] === message) ?? null;
/** A bad line as the page says it when only its number is known (after a form's redirect). */
export const importLineMessage = (line: number): string => `Line ${line}: not an e-mail address.`;
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
