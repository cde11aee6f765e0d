import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import type * as zCore from 'zod/v4/core';
import { errorMessageOf, fieldErrorsOf } from './trpc';

/**
 * A react-hook-form form validated by a zod schema: the same schema the server parses, so a person sees the server's
 * own field messages before anything is sent. Validation runs on submit, then again as each field changes. A refused
 * submit takes the focus to the first field to mend, whose message (its aria-describedby, see Field) is read out
 * with it, so a keyboard or screen-reader user is not left on the button wondering what happened.
 */
export function useZodForm<Schema extends zCore.$ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<zCore.input<Schema>, unknown, zCore.output<Schema>>, 'resolver'> = {},
): UseFormReturn<zCore.input<Schema>, unknown, zCore.output<Schema>> {
  return useForm<zCore.input<Schema>, unknown, zCore.output<Schema>>({ shouldFocusError: true, ...options, resolver: zodResolver(schema) });
}

/**
 * The schema of a form whose inputs hold text as typed (a number field's '12', '' for none): `read` turns the form's
 * values into what the procedure takes, then the procedure's own schema checks that, so its messages are the ones a
 * person sees, beside the field of the same name.
 */
export function readFormAs<Values extends FieldValues, Output extends FieldValues>(read: (values: Values) => unknown, schema: z.ZodType<Output>) {
  // What `read` returns is for the schema to judge: a NaN or an undefined is how a person's typing reaches its messages.
  return z
    .custom<Values>()
    .transform(read)
    .pipe(schema as z.ZodType<Output, unknown>);
}

/** A number typed in a text or number input: '' is no number at all, so the schema's "please enter" message applies. */
export function numberOrUndefined(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

/** Where a failed call's message goes when it belongs to no field: `form.formState.errors.root?.server`. */
export const SERVER_ERROR = 'root.server' as const;

/**
 * Puts a failed call's messages where a person looks: each field message the server sent beside its field (when the
 * form has that field), anything else as the form's own error. Returns the form-level message, if one was set.
 */
export function showServerErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, never>, 'setError' | 'getValues'>,
  error: unknown,
): string | undefined {
  const message = showServerFieldErrors(form, error);
  if (message === undefined) return undefined;
  form.setError(SERVER_ERROR, { type: 'server', message });
  return message;
}

/**
 * Puts the server's field messages beside the form's fields, and nothing else, and takes the focus to the first of
 * those fields, as a refused submit in the browser does. Returns the call's readable message when no field got one,
 * for a form that shows that message its own way (a toast, an alert above the fields).
 */
export function showServerFieldErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, never>, 'setError' | 'getValues'>,
  error: unknown,
): string | undefined {
  const known = new Set(Object.keys(form.getValues()));
  const fields = Object.entries(fieldErrorsOf(error)).filter(([field]) => known.has(field));
  fields.forEach(([field, message], index) => form.setError(field as Path<Values>, { type: 'server', message }, { shouldFocus: index === 0 }));
  return fields.length > 0 ? undefined : errorMessageOf(error);
}
