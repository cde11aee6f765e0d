import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { recentOrderQueryKey } from '@/lib/recent-order';
import { api } from '@/lib/trpc';
import { showServerErrors, useZodForm } from '@/lib/zod-form';
import { trackOrderSchema } from '@shared/schemas/orders';
import type { CustomerOrder } from './order-view';

/** Order number plus the email it was placed with; the server answers with the order or one 'not found' message. */
export function TrackOrderForm({ initialNumber, onFound }: { initialNumber?: string | undefined; onFound: (order: CustomerOrder) => void }) {
  const form = useZodForm(trackOrderSchema, { defaultValues: { orderNumber: initialNumber ?? '', email: '' } });
  const track = api.orders.track.useMutation();
  const queryClient = useQueryClient();
  const { errors } = form.formState;

  // The number and email go as typed: the server reads them with the same schema.
  const onSubmit = form.handleSubmit(async () => {
    try {
      const order = await track.mutateAsync(form.getValues());
      queryClient.setQueryData(recentOrderQueryKey(order.orderNumber), order);
      onFound(order);
    } catch (error) {
      showServerErrors(form, error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Find your order" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Order number" error={errors.orderNumber?.message} hint="It starts with DRP-, e.g. DRP-7K3M9Q.">
          <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} {...form.register('orderNumber')} />
        </Field>
        <Field label="Email" error={errors.email?.message} hint="The one you used at checkout.">
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
      </div>
      {errors.root?.server ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-3 text-sm font-semibold text-red-800">
          {errors.root.server.message}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={track.isPending}>
        {track.isPending ? 'Looking…' : 'Track order'}
      </Button>
    </form>
  );
}
