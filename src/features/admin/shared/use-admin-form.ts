import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { readFormAs, useZodForm } from '@/lib/zod-form';

/**
 * A manager's create/edit form: the values as staff typed them, read into the procedure's input by `read` (numbers
 * typed as text, '' for none) and checked with the procedure's own schema on submit; a valid input goes to `save`,
 * which creates or updates. Each message lands beside the field of the same name.
 */
export function useAdminForm<Values extends FieldValues, Input extends FieldValues>({
  schema,
  read = (values) => values,
  defaultValues,
  save,
}: {
  schema: z.ZodType<Input>;
  read?: (values: Values) => unknown;
  defaultValues: DefaultValues<Values>;
  save: (input: Input) => void;
}) {
  const form = useZodForm(readFormAs(read, schema), { defaultValues });
  // AdminFormDialog has already stopped the browser's own submit and holds a second one while saving.
  const submit = () => void form.handleSubmit(save)();
  return { form, errors: form.formState.errors, submit };
}
