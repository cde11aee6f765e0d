import { Marked } from 'marked';
import type { BlogContentFormat } from './schemas/values';
import { sanitizeHtml } from './sanitize-html';

// A post's body as visitors see it: Markdown turned into HTML, then (Markdown or HTML) through the one sanitizer.
// The public page's server and the back office's live preview both call this, so the preview is exactly the page.
// Markdown is rendered on the server for visitors, so the public pages' JavaScript never carries the parser.

// Its own instance, so no other code's options change how posts render. GitHub-flavoured (tables, strikethrough,
// bare links); single line breaks stay as in a paragraph, the way Markdown is usually written.
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** The sanitized HTML of a post body written in `format`. */
export function renderPostBody(content: string, format: BlogContentFormat): string {
  const html = format === 'markdown' ? (markdown.parse(content) as string) : content;
  return sanitizeHtml(html);
}
