import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';
import { MAIL_NAME_MAX, mailLine, mailLineHtml } from './mail-text';

describe('mailLine', () => {
  it('keeps an ordinary name as it is', () => {
    expect(mailLine('Amara W.')).toBe('Amara W.');
  });

  it('flattens line breaks, tabs and control or format characters to single spaces and trims', () => {
    expect(mailLine('  Amara\r\nBcc: x@example.com\t\u0007\u200Bend  ')).toBe('Amara Bcc: x@example.com end');
  });

  it(`cuts past ${MAIL_NAME_MAX} characters with an ellipsis, never inside an emoji`, () => {
    const cut = mailLine('🍭'.repeat(100));
    expect(Array.from(cut)).toHaveLength(MAIL_NAME_MAX);
    expect(cut.endsWith('🍭…')).toBe(true);
    expect(mailLine('x'.repeat(MAIL_NAME_MAX))).toBe('x'.repeat(MAIL_NAME_MAX));
  });

  it('escapes for HTML after shortening', () => {
    expect(mailLineHtml(`<b onclick='x'>"Hi" & bye</b>`)).toBe('&lt;b onclick=&#39;x&#39;&gt;&quot;Hi&quot; &amp; bye&lt;/b&gt;');
    expect(escapeHtml('a&b')).toBe('a&amp;b');
  });
});
