// Embedding data in a <script>: a JavaScript expression, JSON.parse('…'), whose string literal has every
// character that could end the script element or the HTML comment state, or break the literal, written
// as a \u escape. JSON.parse (not an object literal) keeps a key such as "__proto__" an ordinary key,
// and parses large payloads faster than the JavaScript parser would.
const UNSAFE = /[<>&\u2028\u2029]/g;

const escapeUnsafe = (text: string) => text.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function jsonForScript(value: unknown): string {
  return `JSON.parse(${escapeUnsafe(JSON.stringify(JSON.stringify(value)))})`;
}

/**
 * JSON for a `<script type="application/ld+json">` element (issue 18): plain JSON, as the type demands, with every
 * `<`, `>`, `&` and line separator written as a \u escape — still the same JSON to a parser, but no string in it
 * can close the element (`</script>`) or open a comment (`<!--`).
 */
export function jsonLdForScript(value: unknown): string {
  return escapeUnsafe(JSON.stringify(value));
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an HTML attribute value or element content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}
