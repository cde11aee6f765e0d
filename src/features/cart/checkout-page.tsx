import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { AlertTriangleIcon, BikeIcon, ClockIcon, MapPinIcon, StoreIcon, WalletIcon } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { clearCartAfterOrder } from '@/lib/cart-actions';
import { lineKey, useCart } from '@/lib/cart-store';
import { readSupportingStand, setSupportingStand } from '@/lib/supporting-stand';
import { formatCents } from '@shared/money';
import { rememberRecentOrder, recentOrderQueryKey } from '@/lib/recent-order';
import { api, errorCodeOf, errorMessageOf, fieldErrorsOf } from '@/lib/trpc';
import { useSubmission } from '@/lib/use-submission';
import { cn } from '@/lib/utils';
import { checkoutSchema, ORDER_LIMITS, type CheckoutInput } from '@shared/schemas/orders';
import { QuoteTotals } from './quote-totals';
import { SupportingStandField } from './supporting-stand-field';
import { cartLinesInput, useCartQuote } from './use-cart-quote';

type Fulfilment = 'pickup' | 'delivery';
type FormValues = { fulfilment: Fulfilment; customerName: string; email: string; phone: string; deliveryAddress: string; notes: string };
type FieldName = Exclude<keyof FormValues, 'fulfilment'> | 'fulfilment';

function firstMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in result)) result[field] = issue.message;
  }
  return result;
}

export function CheckoutPage() {
  const { lines } = useCart();
  const quote = useCartQuote(lines);
  const info = api.orders.checkoutInfo.useQuery();
  const me = api.account.me.useQuery();
  const place = api.orders.place.useMutation();
  const submission = useSubmission();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // One key per checkout: a double click or a retry places one order.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const memberDetails = api.member.orders.checkoutDetails.useQuery(undefined, { enabled: Boolean(me.data) });
  const [values, setValues] = useState<FormValues>(() => ({
    fulfilment: 'pickup',
    customerName: memberDetails.data?.customerName ?? '',
    email: memberDetails.data?.email ?? me.data?.email ?? '',
    phone: memberDetails.data?.phone ?? '',
    deliveryAddress: '',
    notes: '',
  }));
  const [errors, setErrors] = useState<Partial<Record<FieldName | 'lines', string>>>({});
  const [formError, setFormError] = useState<string>();

  if (lines.length === 0 && !place.isSuccess) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-3xl font-extrabold">Your cart is empty</h1>
        <p className="mt-2 text-ink/70">Add something sweet before you check out.</p>
        <Link to="/shop" className={buttonVariants({ size: 'lg', className: 'mt-6' })}>
          Shop the Sweetness
        </Link>
      </div>
    );
  }

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const problems = quote.data?.problems ?? [];

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const supporting = readSupportingStand();
    const input: CheckoutInput = {
      idempotencyKey,
      lines: cartLinesInput(lines),
      fulfilment: values.fulfilment,
      customerName: values.customerName,
      email: values.email,
      phone: values.phone,
      ...(values.fulfilment === 'delivery' ? { deliveryAddress: values.deliveryAddress } : {}),
      ...(values.notes.trim() ? { notes: values.notes } : {}),
      ...(supporting ? { standSlug: supporting.slug } : {}),
    };
    const parsed = checkoutSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(firstMessages(parsed.error.issues));
      return;
    }
    setErrors({});
    await submission.run(async () => {
      try {
        const placed = await place.mutateAsync(input);
        rememberRecentOrder({ orderNumber: placed.order.orderNumber, email: placed.order.email });
        queryClient.setQueryData(recentOrderQueryKey(placed.order.orderNumber), placed.order);
        setIdempotencyKey(crypto.randomUUID());
        await navigate({ to: '/order/$orderNumber', params: { orderNumber: placed.order.orderNumber } });
        clearCartAfterOrder();
        // The next cart is not for this stand unless the supporter comes from its page again.
        setSupportingStand(null);
      } catch (error) {
        const fields = fieldErrorsOf(error);
        if (Object.keys(fields).length > 0) {
          setErrors(fields);
          return;
        }
        // The key went with other buyer details before: the next attempt is a new checkout with a new key.
        if (errorCodeOf(error) === 'CONFLICT') setIdempotencyKey(crypto.randomUUID());
        // A product switched off or re-priced while the buyer was typing: show the cart's problems again.
        void quote.refetch();
        setFormError(errorMessageOf(error));
      }
    });
  }

  const pickup = info.data?.pickup;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
      <header>
        <h1 className="text-4xl font-extrabold md:text-5xl">Checkout</h1>
        <p className="mt-2 text-ink/70">
          Almost there! Tell us how you want your order.{' '}
          <Link to="/cart" className="font-bold text-candy-purple-dark underline underline-offset-2">
            Back to cart
          </Link>
        </p>
      </header>

      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[1fr_24rem]">
        <form onSubmit={onSubmit} noValidate aria-label="Checkout" className="min-w-0 space-y-6">
          <Card>
            <fieldset className="min-w-0">
              <legend className="text-xl font-bold">How do you want it?</legend>
              <div className="mt-4 grid gap-3 sm:grid-cols-2">
                <FulfilmentOption
                  value="pickup"
                  current={values.fulfilment}
                  onChange={(v) => set('fulfilment', v)}
                  icon={<StoreIcon aria-hidden="true" />}
                  title="Pickup"
                  text="Collect it from our Atlanta kitchen."
                />
                <FulfilmentOption
                  value="delivery"
                  current={values.fulfilment}
                  onChange={(v) => set('fulfilment', v)}
                  icon={<BikeIcon aria-hidden="true" />}
                  title="Local delivery"
                  text="We bring it to your door in the Atlanta area."
                />
              </div>
            </fieldset>
            {values.fulfilment === 'pickup' ? (
              <div className="mt-5 space-y-2 rounded-2xl bg-candy-mint/30 p-4 text-sm" data-testid="pickup-details">
                <p className="font-bold">Where and when</p>
                {pickup ? (
                  <>
                    <p className="flex gap-2">
                      <MapPinIcon className="mt-0.5 size-4 shrink-0 text-candy-purple-dark" aria-hidden="true" />
                      {pickup.address}
                    </p>
                    <p className="flex gap-2">
                      <ClockIcon className="mt-0.5 size-4 shrink-0 text-candy-purple-dark" aria-hidden="true" />
                      {pickup.hoursText}. We’ll email you as soon as your order is ready.
                    </p>
                  </>
                ) : (
                  <p>We’ll email you the pickup address and time as soon as your order is ready.</p>
                )}
              </div>
            ) : (
              <Field label="Delivery address" error={errors.deliveryAddress} hint="Street, city and ZIP code. We deliver in the Atlanta area." className="mt-5">
                <Textarea
                  name="deliveryAddress"
                  autoComplete="street-address"
                  rows={3}
                  maxLength={ORDER_LIMITS.address}
                  value={values.deliveryAddress}
                  onChange={(e) => set('deliveryAddress', e.target.value)}
                  className="min-h-20"
                />
              </Field>
            )}
          </Card>

          <Card className="space-y-4">
            <h2 className="text-xl font-bold">Your details</h2>
            <Field label="Name" error={errors.customerName}>
              <Input name="customerName" autoComplete="name" value={values.customerName} onChange={(e) => set('customerName', e.target.value)} />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Email" error={errors.email} hint="Your confirmation and order number go here.">
                <Input name="email" type="email" autoComplete="email" value={values.email} onChange={(e) => set('email', e.target.value)} />
              </Field>
              <Field label="Phone" error={errors.phone} hint="In case we need to reach you about your order.">
                <Input name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={(e) => set('phone', e.target.value)} />
              </Field>
            </div>
            <Field label="Notes (optional)" error={errors.notes} hint="Allergies, a gift message, a gate code…">
              <Textarea name="notes" rows={3} maxLength={ORDER_LIMITS.notes} value={values.notes} onChange={(e) => set('notes', e.target.value)} className="min-h-20" />
            </Field>
          </Card>

          <SupportingStandField />

          <Card className="flex gap-3">
            <WalletIcon className="mt-0.5 size-6 shrink-0 text-candy-purple-dark" aria-hidden="true" />
            <div>
              <h2 className="text-xl font-bold">Payment</h2>
              <p className="mt-1 font-semibold" data-testid="payment-method">
                {info.data?.paymentLabel ?? 'Pay at pickup or on delivery'}
              </p>
              <p className="text-sm text-ink/70">Card or cash when you get your order. Nothing is charged now.</p>
            </div>
          </Card>

          {problems.length > 0 || formError || errors.lines ? (
            <div role="alert" className="rounded-2xl border-2 border-red-200 bg-red-50 p-4 text-sm text-red-800">
              <p className="flex gap-2 font-bold">
                <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {formError ?? errors.lines ?? 'Some items in your cart changed.'}
              </p>
              {problems.length > 0 ? (
                <>
                  <ul className="mt-2 list-disc space-y-1 pl-8">
                    {problems.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                  <Link to="/cart" className="mt-3 inline-block font-bold underline underline-offset-2">
                    Review your cart
                  </Link>
                </>
              ) : null}
            </div>
          ) : null}

          <Button type="submit" size="lg" className="w-full" disabled={submission.pending || !quote.data || problems.length > 0}>
            {submission.slow ? 'Placing your order…' : quote.data ? `Place order · ${formatCents(quote.data.totalCents)}` : 'Place order'}
          </Button>
        </form>

        <aside aria-label="Order summary" className="min-w-0 lg:sticky lg:top-24">
          <Card>
            <h2 className="text-xl font-bold">Order summary</h2>
            <ul className="mt-4 divide-y divide-candy-purple/10">
              {lines.map((line) => (
                <li key={lineKey(line)} className="flex items-center gap-3 py-3" data-testid="summary-line">
                  <div className="size-12 shrink-0 overflow-hidden rounded-xl bg-candy-pink/10">
                    {line.imageUrl ? <img src={line.imageUrl} alt="" className="size-full object-contain p-1" width={48} height={48} /> : null}
                  </div>
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="truncate font-bold">{line.name}</p>
                    <p className="text-ink/70">
                      {line.size ? `${line.size} · ` : ''}Qty {line.quantity}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            <div className="mt-3">{quote.data ? <QuoteTotals quote={quote.data} /> : <Spinner label="Updating prices" />}</div>
          </Card>
        </aside>
      </div>
    </div>
  );
}

function FulfilmentOption({
  value,
  current,
  onChange,
  icon,
  title,
  text,
}: {
  value: Fulfilment;
  current: Fulfilment;
  onChange: (value: Fulfilment) => void;
  icon: ReactNode;
  title: string;
  text: string;
}) {
  const id = useId();
  const checked = value === current;
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex cursor-pointer gap-3 rounded-2xl border-2 p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-candy-purple-dark',
        checked ? 'border-candy-pink-dark bg-candy-pink/10' : 'border-candy-purple/20 hover:border-candy-purple/50',
      )}
    >
      <input id={id} type="radio" name="fulfilment" value={value} checked={checked} onChange={() => onChange(value)} className="sr-only" />
      <span className={cn('mt-0.5 [&_svg]:size-6', checked ? 'text-candy-pink-dark' : 'text-candy-purple-dark')}>{icon}</span>
      <span>
        <span className="block font-bold">{title}</span>
        <span className="block text-sm text-ink/70">{text}</span>
      </span>
    </label>
  );
}
