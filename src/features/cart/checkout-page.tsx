import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { AlertTriangleIcon, BikeIcon, ClockIcon, CreditCardIcon, InfoIcon, MapPinIcon, StoreIcon, WalletIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { clearCartAfterOrder } from '@/lib/cart-actions';
import { lineKey, useCart } from '@/lib/cart-store';
import { readSupportingStand, setSupportingStand } from '@/lib/supporting-stand';
import { formatCents } from '@shared/money';
import { rememberCartAwaitsCardPayment, rememberRecentOrder, recentOrderQueryKey } from '@/lib/recent-order';
import { api, errorCodeOf } from '@/lib/trpc';
import { useSubmission } from '@/lib/use-submission';
import { readFormAs, SERVER_ERROR, showServerFieldErrors, useZodForm } from '@/lib/zod-form';
import { cn } from '@/lib/utils';
import { checkoutSchema, ORDER_LIMITS, type CheckoutInput } from '@shared/schemas/orders';
import { customTipChoice, DISCOUNT_CODE_MAX, GIFT_NOTE_MAX, TIP_MAX_CENTS, TIP_PERCENTS, type TipChoice } from '@shared/schemas/shop-money';
import { QuoteTotals } from './quote-totals';
import { SupportingStandField } from './supporting-stand-field';
import { deliveryCheck, DeliveryZipField, OrderTimeFields, useFulfilmentOptions, type TimeFormValues } from './order-time-fields';
import { cartLinesInput, useCartQuote } from './use-cart-quote';

type Fulfilment = 'pickup' | 'delivery';
type PaymentChoice = 'pay_on_fulfilment' | 'card';
type TipKey = 'none' | `${(typeof TIP_PERCENTS)[number]}` | 'custom';

/** The tip the buyer chose as the server takes it: a preset percent, a custom amount in dollars, or none. */
function tipChoiceOf(tip: TipKey, customTip: string): TipChoice {
  if (tip === 'none') return { kind: 'none' };
  if (tip === 'custom') return customTipChoice(customTip) ?? { kind: 'amount', cents: Number.NaN };
  return { kind: 'percent', percent: Number(tip) as (typeof TIP_PERCENTS)[number] };
}
type FormValues = {
  fulfilment: Fulfilment;
  payment: PaymentChoice;
  customerName: string;
  email: string;
  phone: string;
  deliveryAddress: string;
  notes: string;
  tip: TipKey;
  customTip: string;
  isGift: boolean;
  giftNote: string;
} & TimeFormValues;

/** The first message anywhere under a part of the form's errors ('lines' holds one per cart line and quantity). */
function firstMessageIn(errors: FieldErrors | FieldErrors[keyof FieldErrors] | undefined): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  if ('message' in errors && typeof errors.message === 'string') return errors.message;
  for (const nested of Object.values(errors)) {
    const message = firstMessageIn(nested as FieldErrors);
    if (message !== undefined) return message;
  }
  return undefined;
}

export function CheckoutPage({ cardCancelled = false }: { cardCancelled?: boolean }) {
  const { lines } = useCart();
  // The code the buyer applied (sent to the server only as text; the server says whether and how it applies).
  const [appliedCode, setAppliedCode] = useState('');
  const [codeText, setCodeText] = useState('');
  const info = api.orders.checkoutInfo.useQuery();
  const me = api.account.me.useQuery();
  const place = api.orders.place.useMutation();
  const submission = useSubmission();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // One key per checkout: a double click or a retry places one order.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const memberDetails = api.member.orders.checkoutDetails.useQuery(undefined, { enabled: Boolean(me.data) });
  // The procedure's input: the buyer's details with the cart's lines, this checkout's key and the stand supported.
  const checkoutInput = (values: FormValues): CheckoutInput => {
    const supporting = readSupportingStand();
    return {
      idempotencyKey,
      lines: cartLinesInput(lines),
      fulfilment: values.fulfilment,
      // Card only while the server offers it: a form kept from before the keys were removed pays in person.
      payment: values.payment === 'card' && info.data?.cardLabel ? 'card' : 'pay_on_fulfilment',
      customerName: values.customerName,
      email: values.email,
      phone: values.phone,
      ...(values.fulfilment === 'delivery' ? { deliveryAddress: values.deliveryAddress, deliveryZip: values.deliveryZip } : {}),
      ...(values.pickupEventId ? { pickupEventId: values.pickupEventId } : { slotDate: values.slotDate, slotStart: values.slotStart }),
      ...(values.notes.trim() ? { notes: values.notes } : {}),
      ...(supporting ? { standSlug: supporting.slug } : {}),
      ...(appliedCode ? { discountCode: appliedCode } : {}),
      tip: tipChoiceOf(values.tip, values.customTip),
      isGift: values.isGift,
      ...(values.isGift && values.giftNote.trim() ? { giftNote: values.giftNote } : {}),
    };
  };
  const form = useZodForm(readFormAs(checkoutInput, checkoutSchema), {
    defaultValues: {
      fulfilment: 'pickup',
      payment: 'pay_on_fulfilment',
      customerName: memberDetails.data?.customerName ?? '',
      email: memberDetails.data?.email ?? me.data?.email ?? '',
      phone: memberDetails.data?.phone ?? '',
      deliveryAddress: '',
      notes: '',
      slotDate: '',
      slotStart: '',
      pickupEventId: '',
      deliveryZip: '',
      tip: 'none',
      customTip: '',
      isGift: false,
      giftNote: '',
    },
  });
  const { errors } = form.formState;
  const fulfilment = form.watch('fulfilment');
  const tipKey = form.watch('tip');
  const customTip = form.watch('customTip');
  const isGift = form.watch('isGift');
  // The summary is priced with the choices as they stand; a custom tip that is not an amount yet is left out.
  const quoteTip = tipChoiceOf(tipKey, customTip);
  const quote = useCartQuote(lines, {
    ...(appliedCode ? { discountCode: appliedCode } : {}),
    tip: quoteTip.kind === 'amount' && !(quoteTip.cents >= 0 && quoteTip.cents <= TIP_MAX_CENTS) ? { kind: 'none' } : quoteTip,
  });
  const times = useFulfilmentOptions();
  const delivery = deliveryCheck(times.data?.zones, form.watch('deliveryZip'), quote.data?.subtotalCents);
  // The zone's fee, shown as the server will add it (the server computes it again from Settings).
  const deliveryFeeCents = fulfilment === 'delivery' ? (delivery.zone?.feeCents ?? 0) : 0;
  const outsideArea = fulfilment === 'delivery' && delivery.problem !== null;

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

  const problems = quote.data?.problems ?? [];

  // The input goes as built from what the buyer typed: the server parses it with the same schema.
  const onSubmit = form.handleSubmit(() =>
    submission.run(async () => {
      try {
        const placed = await place.mutateAsync(checkoutInput(form.getValues()));
        rememberRecentOrder({ orderNumber: placed.order.orderNumber, email: placed.order.email });
        queryClient.setQueryData(recentOrderQueryKey(placed.order.orderNumber), placed.order);
        if (placed.payment.status === 'redirect') {
          // Paying on Stripe's page: the cart stays until Stripe sends the buyer back paid (the order page empties
          // it), so a cancelled payment returns to a full checkout.
          rememberCartAwaitsCardPayment(placed.order.orderNumber);
          window.location.assign(placed.payment.url);
          return;
        }
        setIdempotencyKey(crypto.randomUUID());
        await navigate({ to: '/order/$orderNumber', params: { orderNumber: placed.order.orderNumber } });
        clearCartAfterOrder();
        // The next cart is not for this stand unless the supporter comes from its page again.
        setSupportingStand(null);
      } catch (error) {
        const otherMessage = showServerFieldErrors(form, error);
        if (otherMessage === undefined) return;
        // The key went with other buyer details before: the next attempt is a new checkout with a new key.
        if (errorCodeOf(error) === 'CONFLICT') setIdempotencyKey(crypto.randomUUID());
        // A product switched off or re-priced while the buyer was typing: show the cart's problems again.
        void quote.refetch();
        form.setError(SERVER_ERROR, { type: 'server', message: otherMessage });
      }
    }),
  );
  const formError = errors.root?.server?.message;
  const tipError = firstMessageIn((errors as FieldErrors<{ tip: unknown }>).tip) ?? errors.customTip?.message;
  // A code the server refuses says why beside the field; so does one refused when the order was placed.
  const codeError =
    (appliedCode && quote.data?.codeRefused ? (quote.data.codeMessage ?? undefined) : undefined) ??
    firstMessageIn((errors as FieldErrors<{ discountCode: unknown }>).discountCode);
  function applyCode() {
    setAppliedCode(codeText.trim().toUpperCase());
    form.clearErrors('discountCode' as never);
  }
  const linesError = firstMessageIn((errors as FieldErrors<{ lines: unknown }>).lines);

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
        {/* First in the page on a phone, so the buyer sees what they pay before the Place order button; beside the form
            from lg up. */}
        <aside aria-label="Order summary" className="min-w-0 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
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
            <div className="mt-3">
              {quote.data ? <QuoteTotals quote={quote.data} deliveryFeeCents={deliveryFeeCents} /> : <Spinner label="Updating prices" />}
            </div>
          </Card>
        </aside>
        <form onSubmit={onSubmit} noValidate aria-label="Checkout" className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
          <Card>
            <fieldset className="min-w-0">
              <legend className="text-xl font-bold">How do you want it?</legend>
              <Controller
                control={form.control}
                name="fulfilment"
                render={({ field }) => (
                  <div className="mt-4 grid gap-3 sm:grid-cols-2">
                    <ChoiceOption
                      name="fulfilment"
                      value="pickup"
                      current={field.value}
                      onChange={field.onChange}
                      icon={<StoreIcon aria-hidden="true" />}
                      title="Pickup"
                      text="Collect it from our Atlanta kitchen."
                    />
                    <ChoiceOption
                      name="fulfilment"
                      value="delivery"
                      current={field.value}
                      onChange={field.onChange}
                      icon={<BikeIcon aria-hidden="true" />}
                      title="Local delivery"
                      text="We bring it to your door in the Atlanta area."
                    />
                  </div>
                )}
              />
            </fieldset>
            {fulfilment === 'pickup' ? (
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
                      {times.data?.timesRequired ? 'At the time you choose below' : pickup.hoursText}. We’ll email you as soon as your order is ready.
                    </p>
                  </>
                ) : (
                  <p>We’ll email you the pickup address and time as soon as your order is ready.</p>
                )}
              </div>
            ) : (
              <Field
                label="Delivery address"
                error={errors.deliveryAddress?.message}
                hint="Street, city and ZIP code. We deliver in the Atlanta area."
                className="mt-5"
              >
                <Textarea {...form.register('deliveryAddress')} autoComplete="street-address" rows={3} maxLength={ORDER_LIMITS.address} className="min-h-20" />
              </Field>
            )}
            {fulfilment === 'delivery' && times.data?.zones ? (
              <DeliveryZipField form={form} options={times.data} subtotalCents={quote.data?.subtotalCents} />
            ) : null}
            <OrderTimeFields form={form} options={times.data} />
          </Card>

          <Card className="space-y-4">
            <h2 className="text-xl font-bold">Your details</h2>
            <Field label="Name" error={errors.customerName?.message}>
              <Input {...form.register('customerName')} autoComplete="name" />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Email" error={errors.email?.message} hint="Your confirmation and order number go here.">
                <Input {...form.register('email')} type="email" autoComplete="email" />
              </Field>
              <Field label="Phone" error={errors.phone?.message} hint="In case we need to reach you about your order.">
                <Input {...form.register('phone')} type="tel" autoComplete="tel" />
              </Field>
            </div>
            <Field label="Notes (optional)" error={errors.notes?.message} hint="Allergies, a gate code, anything we should know…">
              <Textarea {...form.register('notes')} rows={3} maxLength={ORDER_LIMITS.notes} className="min-h-20" />
            </Field>
          </Card>

          <Card className="space-y-5">
            <h2 className="text-xl font-bold">Extras</h2>
            <div>
              <Field
                label="Discount code (optional)"
                error={codeError}
                hint={quote.data?.discountCode && quote.data.discountCode === appliedCode ? `Code ${appliedCode} applied.` : undefined}
              >
                <div className="flex gap-2">
                  <Input
                    value={codeText}
                    onChange={(event) => setCodeText(event.target.value)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        applyCode();
                      }
                    }}
                    autoComplete="off"
                    autoCapitalize="characters"
                    maxLength={DISCOUNT_CODE_MAX}
                    data-testid="code-input"
                  />
                  <Button type="button" variant="outline" onClick={applyCode}>
                    Apply
                  </Button>
                  {appliedCode ? (
                    <Button
                      type="button"
                      variant="ghost"
                      onClick={() => {
                        setAppliedCode('');
                        setCodeText('');
                      }}
                    >
                      Remove
                    </Button>
                  ) : null}
                </div>
              </Field>
              {quote.data?.codeMessage && appliedCode && !quote.data.codeRefused ? (
                <p className="mt-1.5 text-sm text-ink/70" role="status" data-testid="code-message">
                  {quote.data.codeMessage}
                </p>
              ) : null}
            </div>
            <fieldset className="min-w-0">
              <legend className="font-bold">Add a tip for our crew (optional)</legend>
              <div className="mt-2 flex flex-wrap gap-2" data-testid="tip-choice">
                {(['none', ...TIP_PERCENTS.map((p) => `${p}` as const), 'custom'] as const).map((key) => (
                  <label
                    key={key}
                    className={cn(
                      'cursor-pointer rounded-full border-2 px-4 py-1.5 text-sm font-bold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-candy-purple-dark',
                      tipKey === key ? 'border-candy-pink-dark bg-candy-pink/10' : 'border-candy-purple/20',
                    )}
                  >
                    <input type="radio" value={key} {...form.register('tip')} className="sr-only" />
                    {key === 'none' ? 'No tip' : key === 'custom' ? 'Other amount' : `${key}%`}
                  </label>
                ))}
              </div>
              {tipKey === 'custom' ? (
                <Field label="Tip in dollars" error={tipError} hint={`Up to ${formatCents(TIP_MAX_CENTS)}.`} className="mt-3 max-w-xs">
                  <Input {...form.register('customTip')} inputMode="decimal" placeholder="5.00" />
                </Field>
              ) : null}
            </fieldset>
            <div>
              <label className="flex items-center gap-2 font-bold">
                <input type="checkbox" {...form.register('isGift')} className="size-5 accent-candy-pink-dark" />
                This is a gift
              </label>
              <p className="mt-1 text-sm text-ink/70">The packing slip in the box shows no prices.</p>
              {isGift ? (
                <Field label="Gift note (optional)" error={errors.giftNote?.message} hint="We write it on a card in the box." className="mt-3">
                  <Textarea {...form.register('giftNote')} rows={2} maxLength={GIFT_NOTE_MAX} className="min-h-16" />
                </Field>
              ) : null}
            </div>
          </Card>

          <SupportingStandField />

          {cardCancelled ? (
            <p role="status" className="flex gap-2 rounded-2xl border-2 border-candy-purple/20 bg-candy-blue/10 p-4 text-sm" data-testid="card-cancelled">
              <InfoIcon className="mt-0.5 size-4 shrink-0 text-candy-purple-dark" aria-hidden="true" />
              The card payment was cancelled and nothing was charged. Your cart is still here: place the order again when you are ready.
            </p>
          ) : null}

          {info.data?.cardLabel ? (
            <Card>
              <fieldset className="min-w-0">
                <legend className="text-xl font-bold">Payment</legend>
                <Controller
                  control={form.control}
                  name="payment"
                  render={({ field }) => (
                    <div className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="payment-choice">
                      <ChoiceOption
                        name="payment"
                        value="pay_on_fulfilment"
                        current={field.value}
                        onChange={field.onChange}
                        icon={<WalletIcon aria-hidden="true" />}
                        title={info.data.paymentLabel}
                        text="Card or cash when you get your order. Nothing is charged now."
                      />
                      <ChoiceOption
                        name="payment"
                        value="card"
                        current={field.value}
                        onChange={field.onChange}
                        icon={<CreditCardIcon aria-hidden="true" />}
                        title={info.data.cardLabel ?? ''}
                        text="On Stripe’s secure page, right after you place the order."
                      />
                    </div>
                  )}
                />
              </fieldset>
            </Card>
          ) : (
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
          )}

          {problems.length > 0 || formError || linesError ? (
            <div role="alert" className="rounded-2xl border-2 border-red-200 bg-red-50 p-4 text-sm text-red-800">
              <p className="flex gap-2 font-bold">
                <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {formError ?? linesError ?? 'Some items in your cart changed.'}
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

          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={submission.pending || !quote.data || problems.length > 0 || Boolean(codeError) || outsideArea}
          >
            {submission.slow ? 'Placing your order…' : quote.data ? `Place order · ${formatCents(quote.data.totalCents + deliveryFeeCents)}` : 'Place order'}
          </Button>
        </form>
      </div>
    </div>
  );
}

/** One choice of a radio group drawn as a card (the arrow keys move between a group's choices). */
function ChoiceOption<Value extends string>({
  name,
  value,
  current,
  onChange,
  icon,
  title,
  text,
}: {
  name: string;
  value: Value;
  current: Value;
  onChange: (value: Value) => void;
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
      <input id={id} type="radio" name={name} value={value} checked={checked} onChange={() => onChange(value)} className="sr-only" />
      <span className={cn('mt-0.5 [&_svg]:size-6', checked ? 'text-candy-pink-dark' : 'text-candy-purple-dark')}>{icon}</span>
      <span>
        <span className="block font-bold">{title}</span>
        <span className="block text-sm text-ink/70">{text}</span>
      </span>
    </label>
  );
}
