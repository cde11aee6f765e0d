import { html as parse5Html, parse, serialize, type DefaultTreeAdapterTypes } from 'parse5';
import { ALLOWED_ATTR, ALLOWED_TAGS, ALLOWED_URI_REGEXP, keepsAttribute } from './sanitize-rules';

// The server's sanitizer, for a post when it is saved and when the server sends it. It parses with parse5, the HTML
// parser jsdom itself uses, and keeps what DOMPurify would keep with the same rules (sanitize-rules.ts), but builds no
// DOM: DOMPurify on jsdom held about 100 MB in the server's process for the few posts it cleans. The browser's build
// uses sanitize-html.browser.ts (DOMPurify) in place of this file.

type Node = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;
type Attribute = Element['attrs'][number];

const allowedTags = new Set(ALLOWED_TAGS);
const allowedAttributes = new Set(ALLOWED_ATTR);
// A removed element's text and children stay in its place, except in these (DOMPurify's list), which go whole.
const CONTENT_REMOVED_WITH = new Set([
  'annotation-xml',
  'audio',
  'colgroup',
  'desc',
  'foreignobject',
  'head',
  'iframe',
  'math',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
  'script',
  'selectedcontent',
  'style',
  'svg',
  'template',
  'thead',
  'title',
  'video',
  'xmp',
]);
// Values that are never addresses, so the address rule does not apply to them (DOMPurify's list, of those allowed).
const NOT_ADDRESSES = new Set(['alt', 'title']);
const ARIA_ATTRIBUTE = /^aria-[-\w]+$/;
// Characters a browser skips inside an address, so `java\tscript:` is judged as `javascript:`.
// eslint-disable-next-line no-control-regex
const ADDRESS_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
// Text that would end a comment or a raw-text element if the value were ever parsed again outside its attribute.
const BREAKS_OUT = /((--!?|])>)|<\/(style|title|textarea)/i;

/** The attribute as kept (its value trimmed), or null when it goes. */
function cleanAttribute(tagName: string, attribute: Attribute): Attribute | null {
  const name = attribute.name;
  if (attribute.namespace) return null;
  const value = attribute.value.trim();
  if (!keepsAttribute(tagName, name, value) || BREAKS_OUT.test(value)) return null;
  if (ARIA_ATTRIBUTE.test(name)) return { name, value };
  if (!allowedAttributes.has(name)) return null;
  if (NOT_ADDRESSES.has(name) || value === '' || ALLOWED_URI_REGEXP.test(value.replace(ADDRESS_WHITESPACE, ''))) return { name, value };
  // An image's own data: address is allowed by the rules of the browser's sanitizer too.
  if (tagName === 'img' && name === 'src' && value.startsWith('data:')) return { name, value };
  return null;
}

/** What stands in the node's place once cleaned: itself, its cleaned children, or nothing. */
function clean(node: Node): Node[] {
  if (node.nodeName === '#text') return [node];
  // Comments and doctypes go; so does anything in SVG or MathML, which only ever sits inside an <svg> or <math>.
  if (!('tagName' in node) || node.namespaceURI !== parse5Html.NS.HTML) return [];
  if (!allowedTags.has(node.tagName)) return CONTENT_REMOVED_WITH.has(node.tagName) ? [] : node.childNodes.flatMap(clean);
  node.attrs = node.attrs.map((attribute) => cleanAttribute(node.tagName, attribute)).filter((attribute) => attribute !== null);
  cleanChildren(node);
  return [node];
}

function cleanChildren(parent: Element): void {
  parent.childNodes = parent.childNodes.flatMap(clean);
  for (const child of parent.childNodes) child.parentNode = parent;
}

/** Returns HTML that is safe to insert into the page: only the allow-listed tags and attributes are kept. */
export function sanitizeHtml(html: string): string {
  // Text without a tag cannot hold markup, and is returned as it is (as DOMPurify does).
  if (!html.includes('<')) return html;
  // Parsed as a whole document, as DOMPurify does: what a browser would put in the head is not part of the post. A
  // document made from a string runs no script, so <noscript> holds markup, as in DOMPurify's parse.
  const document = parse(html, { scriptingEnabled: false });
  const root = document.childNodes.find((node): node is Element => node.nodeName === 'html');
  const body = root?.childNodes.find((node): node is Element => node.nodeName === 'body');
  if (!body) return '';
  cleanChildren(body);
  // The parser drops whitespace before the first tag; DOMPurify puts it back.
  const leading = /^[\r\n\t ]+/.exec(html)?.[0];
  if (leading) body.childNodes.unshift({ nodeName: '#text', value: leading, parentNode: body });
  return serialize(body);
}
