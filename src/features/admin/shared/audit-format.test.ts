import { describe, expect, it } from 'vitest';
import { auditSentence } from './audit-format';

describe('auditSentence', () => {
  it('reads a mail sent again as a resend, not a status change', () => {
    expect(auditSentence('send', 'mail')).toBe('Resent mail');
    expect(auditSentence('send_held', 'mail')).toBe('Sent held mail');
    expect(auditSentence('status', 'order')).toBe('Changed status of order');
  });
});
