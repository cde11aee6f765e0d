import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { numberOrUndefined, readFormAs, SERVER_ERROR, showServerErrors, showServerFieldErrors } from './zod-form';

const ageSchema = z.object({ name: z.string().min(1, 'Please enter a name'), age: z.number({ error: 'Please enter an age' }).min(8, 'Ages 8 and up') });
const ageForm = readFormAs((values: { name: string; age: string }) => ({ ...values, age: numberOrUndefined(values.age) }), ageSchema);

/** A refused call as the browser's tRPC client sees it, with the server's field messages. */
function refused(fieldErrors: Record<string, string[]>, message = 'Refused') {
  return new TRPCClientError(message, {
    result: { error: { code: -32600, message, data: { code: 'BAD_REQUEST', httpStatus: 400, zodError: { fieldErrors, formErrors: [] } } } },
  } as never);
}

/** The part of a react-hook-form form the helpers use, recording what they set. */
function fakeForm(values: Record<string, unknown>) {
  const set: Record<string, string | undefined> = {};
  const focused: string[] = [];
  const setError = (name: string, error: { message?: string }, options?: { shouldFocus?: boolean }) => {
    set[name] = error.message;
    if (options?.shouldFocus) focused.push(name);
  };
  return { set, focused, form: { getValues: () => values, setError } };
}

describe('readFormAs', () => {
  it("checks the typed text with the procedure's schema, its messages under the same field names", () => {
    const result = ageForm.safeParse({ name: '', age: '' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Please enter a name'],
      ['age', 'Please enter an age'],
    ]);
    expect(ageForm.safeParse({ name: 'Amara', age: '7' }).error?.issues[0]?.message).toBe('Ages 8 and up');
  });

  it("gives the procedure's input when the form passes", () => {
    expect(ageForm.parse({ name: 'Amara', age: ' 10 ' })).toEqual({ name: 'Amara', age: 10 });
  });
});

describe('showServerErrors', () => {
  it("puts the server's message beside a field the form has, and nothing at the form's level", () => {
    const { form, set } = fakeForm({ email: '' });
    expect(showServerErrors(form as never, refused({ email: ['Please enter a valid email address'] }))).toBeUndefined();
    expect(set).toEqual({ email: 'Please enter a valid email address' });
  });

  it('takes the focus to the first field the server refused, and to that one only', () => {
    const { form, set, focused } = fakeForm({ name: '', email: '', phone: '' });
    showServerErrors(form as never, refused({ email: ['Please enter a valid email address'], phone: ['Please enter a phone number'] }));
    expect(Object.keys(set)).toEqual(['email', 'phone']);
    expect(focused).toEqual(['email']);
  });

  it("shows a message for a field the form does not have as the form's own", () => {
    const { form, set } = fakeForm({ email: '' });
    expect(showServerErrors(form as never, refused({ lines: ['Your cart is empty'] }))).toBe('Your cart is empty');
    expect(set).toEqual({ [SERVER_ERROR]: 'Your cart is empty' });
  });

  it("showServerFieldErrors returns a call's message for no field instead of setting it, for forms that show it their own way", () => {
    const { form, set } = fakeForm({ email: '' });
    // A request that got no answer at all.
    expect(showServerFieldErrors(form as never, new TRPCClientError('Failed to fetch'))).toBe(
      "We couldn't reach our server. Please check your connection and try again.",
    );
    expect(set).toEqual({});
  });
});
