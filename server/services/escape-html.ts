const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe to write into HTML or XML, in element content or in a quoted attribute: the five characters that
 * could end a text or an attribute become character references (numeric for the quote, which XML and HTML both read).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}
