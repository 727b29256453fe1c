// The subscriber import's caps and the words of its refusals (README: Newsletters → for writers), by stable codes:
// a form's redirect carries the code and the page says the words. Apart from subscriber-csv.ts so the import page
// (ui/newsletters/NewsletterPages.tsx) carries no parser and no zod.

/** The largest upload accepted, and the most addresses one import may hold. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;

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

