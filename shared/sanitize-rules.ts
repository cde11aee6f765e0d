import { isSafeImageUrl } from './site-image';

// Blog posts are written by staff in the back office and shown to every visitor, so their HTML passes through one
// allow-list: text structure, links and images only. Scripts, event-handler attributes, javascript: URLs, forms,
// frames and inline styles never survive, whoever typed them. Two sanitizers apply these same rules: the server's
// (sanitize-html.ts, on the HTML parser alone) and the browser's (sanitize-html.browser.ts, DOMPurify on the page's
// own DOM); a unit test holds the server's output to DOMPurify's on jsdom.
export const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'mark',
  'small',
  'sub',
  'sup',
  'blockquote',
  'q',
  'cite',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
  'abbr',
  'time',
];
export const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height', 'loading', 'colspan', 'rowspan', 'datetime', 'cite'];

// Only http(s), mailto, tel and same-site links; data: and javascript: URLs are dropped. Every kept attribute's value
// must pass it (DOMPurify's rule), which plain words and numbers do.
export const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[/#?.]|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/**
 * The site's Content-Security-Policy shows images from the site only: a picture from elsewhere would be a broken
 * image, so its address is dropped (staff keep a copy of it through the back office's image address instead).
 */
export function keepsAttribute(tagName: string, attrName: string, value: string): boolean {
  return !(tagName === 'img' && attrName === 'src' && !isSafeImageUrl(value));
}
