// platform-reference §2.1 profiles: a writer's books (/@{username}/books; page 'user-books'). The spec names the
// route only; a writer lists the books they wrote — a title, a line about it, the year, and where to get it — in
// their order, and manages them on that page; readers see the list.
export const BOOK_TITLE_MAX = 200;
export const BOOK_DESCRIPTION_MAX = 500;
export const BOOK_URL_MAX = 2000;
/** A writer lists at most this many books. */
export const BOOKS_MAX = 30;

export const BOOK_MESSAGES = {
  titleRequired: 'Give the book a title.',
  titleTooLong: `A book title is at most ${BOOK_TITLE_MAX} characters.`,
  descriptionTooLong: `A book's description is at most ${BOOK_DESCRIPTION_MAX} characters.`,
  urlInvalid: 'Enter a web address starting with http:// or https://.',
  yearInvalid: 'Enter the year the book came out, like 2024.',
  tooMany: `You can list at most ${BOOKS_MAX} books.`,
} as const;

export type BookInput = { title: string; description: string; url: string; publishedYear: string };
export type Book = { title: string; description: string; url: string | null; publishedYear: number | null };

/** A book as the writer typed it: trimmed; the title required; the address http(s) or empty; the year four digits or empty. */
export function checkBook(input: BookInput, currentYear: number): { ok: true; value: Book } | { ok: false; message: string } {
  const title = input.title.trim();
  const description = input.description.trim();
  const url = input.url.trim();
  const year = input.publishedYear.trim();
  if (title === '') return { ok: false, message: BOOK_MESSAGES.titleRequired };
  if ([...title].length > BOOK_TITLE_MAX) return { ok: false, message: BOOK_MESSAGES.titleTooLong };
  if ([...description].length > BOOK_DESCRIPTION_MAX) return { ok: false, message: BOOK_MESSAGES.descriptionTooLong };
  if (url !== '' && !isWebAddress(url)) return { ok: false, message: BOOK_MESSAGES.urlInvalid };
  let publishedYear: number | null = null;
  if (year !== '') {
    if (!/^\d{4}$/.test(year) || Number(year) < 1000 || Number(year) > currentYear + 1) return { ok: false, message: BOOK_MESSAGES.yearInvalid };
    publishedYear = Number(year);
  }
  return { ok: true, value: { title, description, url: url === '' ? null : url, publishedYear } };
}

function isWebAddress(value: string): boolean {
  if (value.length > BOOK_URL_MAX) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === '' && url.password === '' && /^https?:\/\//i.test(value);
}

/** A writer's book changes (add, remove), counted in the store per writer. */
export const BOOK_WRITES_LIMIT = { name: 'books.write', max: 300, windowMs: 60 * 60 * 1000 } as const;
export const booksTooFast = (seconds: number): string => `You are changing your books too quickly. Try again in ${seconds} seconds.`;
