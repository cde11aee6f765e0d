import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { recentOrderQueryKey } from '@/lib/recent-order';
import { api, errorMessageOf, fieldErrorsOf } from '@/lib/trpc';
import { trackOrderSchema } from '@shared/schemas/orders';
import type { CustomerOrder } from './order-view';

/** Order number plus the email it was placed with; the server answers with the order or one 'not found' message. */
export function TrackOrderForm({ initialNumber, onFound }: { initialNumber?: string | undefined; onFound: (order: CustomerOrder) => void }) {
  const [orderNumber, setOrderNumber] = useState(initialNumber ?? '');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ orderNumber?: string | undefined; email?: string | undefined }>({});
  const [formError, setFormError] = useState<string>();
  const track = api.orders.track.useMutation();
  const queryClient = useQueryClient();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const parsed = trackOrderSchema.safeParse({ orderNumber, email });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'orderNumber' || field === 'email') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const order = await track.mutateAsync({ orderNumber, email });
      queryClient.setQueryData(recentOrderQueryKey(order.orderNumber), order);
      onFound(order);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.orderNumber || fields.email) setErrors({ orderNumber: fields.orderNumber, email: fields.email });
      else setFormError(errorMessageOf(error));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Find your order" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Order number" error={errors.orderNumber} hint="It starts with DRP-, e.g. DRP-7K3M9Q.">
          <Input
            name="orderNumber"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={orderNumber}
            onChange={(e) => setOrderNumber(e.target.value)}
          />
        </Field>
        <Field label="Email" error={errors.email} hint="The one you used at checkout.">
          <Input name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
      </div>
      {formError ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-3 text-sm font-semibold text-red-800">
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={track.isPending}>
        {track.isPending ? 'Looking…' : 'Track order'}
      </Button>
    </form>
  );
}
