import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { errorMessageOf, fieldErrorsOf } from './trpc';

/**
 * A react-hook-form form validated by a zod schema: the same schema the server parses, so a person sees the server's
 * own field messages before anything is sent. Validation runs on submit, then again as each field changes.
 */
export function useZodForm<Schema extends z.$ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({ ...options, resolver: zodResolver(schema) });
}

/** Where a failed call's message goes when it belongs to no field: `form.formState.errors.root?.server`. */
export const SERVER_ERROR = 'root.server' as const;

/**
 * Puts a failed call's messages where a person looks: each field message the server sent beside its field (when the
 * form has that field), anything else as the form's own error. Returns the form-level message, if one was set.
 */
export function showServerErrors<Values extends FieldValues>(form: Pick<UseFormReturn<Values, unknown, never>, 'setError' | 'getValues'>, error: unknown): string | undefined {
  const known = new Set(Object.keys(form.getValues()));
  const fields = Object.entries(fieldErrorsOf(error)).filter(([field]) => known.has(field));
  for (const [field, message] of fields) form.setError(field as Path<Values>, { type: 'server', message });
  if (fields.length > 0) return undefined;
  const message = errorMessageOf(error);
  form.setError(SERVER_ERROR, { type: 'server', message });
  return message;
}
