import { Field, FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { centsToDollars, dollarsToCents, formatCents } from '@shared/money';
import { api } from '@/lib/trpc';
import { showServerErrors, useZodForm } from '@/lib/zod-form';
import { payoutSchema } from '@shared/schemas/admin-fundraiser';
import { AdminFormDialog } from '../shared/admin-form-dialog';
import { toastSuccess } from '../shared/admin-toasts';

type GroupRef = { id: string; name: string; owedCents: number };

/** Marks a payout of the group's share as paid: the amount (the balance by default) and a note for the books. */
export function PayoutDialog({ group, onClose, onSaved }: { group: GroupRef; onClose: () => void; onSaved: () => Promise<void> }) {
  const form = useZodForm(payoutSchema, { defaultValues: { groupId: group.id, amountCents: group.owedCents, note: '' } });
  const pay = api.admin.fundraiser.markPayout.useMutation();
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await pay.mutateAsync(values);
      toastSuccess(`${formatCents(values.amountCents)} marked paid to ${group.name}.`);
      onClose();
      await onSaved();
    } catch (error) {
      showServerErrors(form, error);
    }
  });
  return (
    <AdminFormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Mark a payout to ${group.name}`}
      description={`Still owed: ${formatCents(group.owedCents)}. Record a payment once the money went out.`}
      submitLabel="Mark paid"
      pending={pay.isPending}
      onSubmit={() => void submit()}
    >
      <Field label="Amount paid (dollars)" error={errors.amountCents?.message}>
        {/* Typed in dollars, kept in cents as the server takes it. */}
        <Input
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          defaultValue={centsToDollars(group.owedCents)}
          onChange={(event) =>
            form.setValue('amountCents', dollarsToCents(event.target.value) ?? Number.NaN, {
              shouldValidate: form.formState.isSubmitted,
            })
          }
        />
      </Field>
      <Field label="Note (optional)" hint="A check number or transfer reference." error={errors.note?.message}>
        <Input {...form.register('note')} maxLength={200} />
      </Field>
      <FormError message={errors.root?.server?.message} />
    </AdminFormDialog>
  );
}
