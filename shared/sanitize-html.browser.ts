import DOMPurify from 'dompurify';
import { ALLOWED_ATTR, ALLOWED_TAGS, ALLOWED_URI_REGEXP, keepsAttribute } from './sanitize-rules';

// The browser's sanitizer: DOMPurify on the page's own DOM. Vite's client build puts this file in place of
// sanitize-html.ts (see vite.config.ts), so the browser never carries the server's parser.

DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
  if (!keepsAttribute(node.nodeName.toLowerCase(), data.attrName, data.attrValue)) data.keepAttr = false;
});

/** Returns HTML that is safe to insert into the page: only the allow-listed tags and attributes are kept. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP, ALLOW_DATA_ATTR: false });
}
