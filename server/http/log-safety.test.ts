import { describe, expect, it } from 'vitest';
import { errorForLog, redactMessage } from './log-safety';

describe('redactMessage', () => {
  it('drops the values bound to a failed statement', () => {
    expect(redactMessage('Failed query: insert into "users" ("email") values ($1)\nparams: jane@example.com,Jane')).toBe(
      'Failed query: insert into "users" ("email") values ($1)\nparams: [not logged]',
    );
  });

  it('takes out anything shaped like an email, quoted or not', () => {
    expect(redactMessage('Mail to jane.doe+x@example.com refused')).toBe('Mail to [email] refused');
    expect(redactMessage('Recipient <jane@example.com> unknown')).toBe('Recipient <[email]> unknown');
  });

  it('keeps quoted identifiers and takes out quoted values', () => {
    expect(redactMessage('relation "order_lines" does not exist')).toBe('relation "order_lines" does not exist');
    expect(redactMessage('invalid input syntax for type uuid: "Jane Doe"')).toBe('invalid input syntax for type uuid: "[value]"');
  });

  it('keeps a very long message short', () => {
    expect(redactMessage('x'.repeat(100_000)).length).toBe(2000);
  });
});

describe('errorForLog', () => {
  it('copies no property by enumeration, only named schema facts, and redacts causes too', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: '23505',
      detail: 'Key (email)=(jane@example.com) already exists.',
      constraint: 'users_email_unique',
      table: 'users',
    });
    const error = Object.assign(new Error('Failed query: select 1\nparams: jane@example.com', { cause }), { params: ['jane@example.com'] });
    const logged = errorForLog(error);
    expect(JSON.stringify(logged)).not.toContain('jane@example.com');
    expect(logged.cause).toMatchObject({ type: 'Error', code: '23505', constraint: 'users_email_unique', table: 'users' });
    expect(logged.stack.split('\n')[0]).toBe('Error: Failed query: select 1\nparams: [not logged]'.split('\n')[0]);
  });

  it('logs a thrown non-error without its value', () => {
    expect(JSON.stringify(errorForLog('jane@example.com'))).not.toContain('jane');
  });
});
