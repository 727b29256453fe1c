// Embedding data in a <script>: JSON with every character that could end the script element or the
// HTML comment state, or break a JavaScript string, written as a \u escape. JSON.parse and the
// browser's JavaScript parser read the escapes back to the same text.
const UNSAFE = /[<>&\u2028\u2029]/g;

export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an HTML attribute value or element content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}
