// For the tests: a small, strict XML reader (no XML parser is installed, and Node has none). It reads
// elements, attributes, text, CDATA, comments, the declaration and the five named and numeric entities,
// and throws on anything not well-formed — unclosed or crossed tags, a `<` or an unknown entity where text
// or an attribute value should be, characters XML 1.0 cannot carry, more than one root — so a test that
// reads a feed through it also checks that the feed is XML.
export type XmlElement = { name: string; attributes: Record<string, string>; children: (XmlElement | string)[] };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const NAME = /^[A-Za-z_][\w.:-]*/;
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

function decode(raw: string, where: string): string {
  if (raw.includes('<')) throw new Error(`"<" in ${where}`);
  return raw.replace(/&([^;]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(';')) throw new Error(`unterminated entity in ${where}`);
    if (name in ENTITIES) return ENTITIES[name]!;
    const num = /^#(\d+)$/.exec(name)?.[1] ?? (/^#x([0-9a-f]+)$/i.exec(name)?.[1] ? String(parseInt(name.slice(2), 16)) : null);
    if (num === null) throw new Error(`unknown entity &${name}; in ${where}`);
    return String.fromCodePoint(Number(num));
  });
}

export function parseXml(xml: string): XmlElement {
  if (NOT_XML.test(xml)) throw new Error('a character XML 1.0 cannot carry');
  let pos = 0;
  const root: XmlElement = { name: '#document', attributes: {}, children: [] };
  const stack: XmlElement[] = [root];
  const top = () => stack[stack.length - 1]!;
  while (pos < xml.length) {
    const lt = xml.indexOf('<', pos);
    const textEnd = lt === -1 ? xml.length : lt;
    if (textEnd > pos) {
      const raw = xml.slice(pos, textEnd);
      if (stack.length === 1 && raw.trim() !== '') throw new Error('text outside the root element');
      if (stack.length > 1) top().children.push(decode(raw, 'text'));
      pos = textEnd;
      continue;
    }
    if (xml.startsWith('<?', pos)) {
      const end = xml.indexOf('?>', pos);
      if (end === -1) throw new Error('unclosed processing instruction');
      pos = end + 2;
    } else if (xml.startsWith('<!--', pos)) {
      const end = xml.indexOf('-->', pos);
      if (end === -1) throw new Error('unclosed comment');
      pos = end + 3;
    } else if (xml.startsWith('<![CDATA[', pos)) {
      const end = xml.indexOf(']]>', pos);
      if (end === -1 || stack.length === 1) throw new Error('bad CDATA section');
      top().children.push(xml.slice(pos + 9, end));
      pos = end + 3;
    } else if (xml.startsWith('</', pos)) {
      const name = NAME.exec(xml.slice(pos + 2))?.[0];
      const end = xml.indexOf('>', pos);
      if (!name || end === -1 || xml.slice(pos + 2 + name.length, end).trim() !== '') throw new Error('bad end tag');
      if (top().name !== name) throw new Error(`</${name}> closes <${top().name}>`);
      stack.pop();
      pos = end + 1;
    } else {
      const name = NAME.exec(xml.slice(pos + 1))?.[0];
      if (!name) throw new Error(`bad tag at ${pos}`);
      pos += 1 + name.length;
      const element: XmlElement = { name, attributes: {}, children: [] };
      for (;;) {
        const rest = xml.slice(pos);
        const space = /^\s*/.exec(rest)![0].length;
        pos += space;
        if (xml.startsWith('/>', pos) || xml.startsWith('>', pos)) break;
        const attr = /^([A-Za-z_][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')/.exec(xml.slice(pos));
        if (!attr || space === 0) throw new Error(`bad attribute in <${name}>`);
        if (attr[1]! in element.attributes) throw new Error(`repeated attribute ${attr[1]}`);
        element.attributes[attr[1]!] = decode(attr[3] ?? attr[4] ?? '', `attribute ${attr[1]}`);
        pos += attr[0].length;
      }
      if (stack.length === 1 && root.children.some((c) => typeof c !== 'string')) throw new Error('a second root element');
      top().children.push(element);
      if (xml.startsWith('/>', pos)) pos += 2;
      else {
        pos += 1;
        stack.push(element);
      }
    }
  }
  if (stack.length !== 1) throw new Error(`<${top().name}> is never closed`);
  const document = root.children.find((c): c is XmlElement => typeof c !== 'string');
  if (!document) throw new Error('no root element');
  return document;
}

/** The child elements of an element with this name. */
export const childrenNamed = (element: XmlElement, name: string): XmlElement[] => element.children.filter((c): c is XmlElement => typeof c !== 'string' && c.name === name);

/** The one child with this name (throws when there is none or several). */
export function child(element: XmlElement, name: string): XmlElement {
  const found = childrenNamed(element, name);
  if (found.length !== 1) throw new Error(`<${element.name}> has ${found.length} <${name}>`);
  return found[0]!;
}

/** An element's text, its CDATA and text children joined. */
export const textOf = (element: XmlElement): string => element.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('');
