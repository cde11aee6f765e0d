import DOMPurify from 'isomorphic-dompurify';
import { isSafeImageUrl } from './site-image';

// Blog posts are written by staff in the back office and shown to every visitor, so their HTML passes through one
// allow-list: text structure, links and images only. Scripts, event-handler attributes, javascript: URLs, forms,
// frames and inline styles never survive, whoever typed them. The same function runs when a post is saved, when the
// server sends it, and in the browser right before it is rendered (isomorphic-dompurify maps to DOMPurify there).
const ALLOWED_TAGS = [
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
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height', 'loading', 'colspan', 'rowspan', 'datetime', 'cite'];

// The site's Content-Security-Policy shows images from the site only: a picture from elsewhere would be a broken
// image, so its address is dropped (staff keep a copy of it through the back office's image address instead).
DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
  if (node.nodeName === 'IMG' && data.attrName === 'src' && !isSafeImageUrl(data.attrValue)) data.keepAttr = false;
});

/** Returns HTML that is safe to insert into the page: only the allow-listed tags and attributes are kept. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    // Only http(s), mailto, tel and same-site links; data: and javascript: URLs are dropped.
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[/#?.]|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
    ALLOW_DATA_ATTR: false,
  });
}
