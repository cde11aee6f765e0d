import { Link } from '@tanstack/react-router';
import { AlertTriangleIcon, ShoppingBagIcon, Trash2Icon } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { acceptCartPrices, removeFromCart, setCartQuantity } from '@/lib/cart-actions';
import { lineKey, sameLine, useCart, type CartLine } from '@/lib/cart-store';
import { formatCents } from '@shared/money';
import { errorMessageOf } from '@/lib/trpc';
import { QuantityStepper } from './quantity-stepper';
import { QuoteTotals } from './quote-totals';
import { useCartQuote, type QuoteLine } from './use-cart-quote';

export function CartPage() {
  const { lines } = useCart();
  const quote = useCartQuote(lines);

  if (lines.length === 0) return <EmptyCart />;

  const data = quote.data;
  const priced = (line: CartLine) => data?.lines.find((q) => sameLine(q, line));
  const changed = data?.lines.filter((l) => l.problem?.kind === 'price_changed') ?? [];
  const blocked = data?.lines.some((l) => l.problem && l.problem.kind !== 'price_changed') ?? false;
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-4xl font-extrabold md:text-5xl">Your Cart</h1>
          <p className="mt-2 text-ink/70">
            {itemCount} {itemCount === 1 ? 'item' : 'items'}, spun fresh for you in Atlanta.
          </p>
        </div>
        <Link to="/shop" className={buttonVariants({ variant: 'link', className: 'px-0' })}>
          Continue shopping
        </Link>
      </header>

      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
        <section aria-label="Items in your cart" className="min-w-0">
          {changed.length > 0 ? (
            <div
              role="alert"
              className="mb-4 flex flex-col gap-3 rounded-2xl border-2 border-candy-yellow bg-candy-yellow/25 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <p className="flex gap-2 text-sm font-semibold">
                <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {changed.length === 1 ? 'A price changed since you added it.' : 'Some prices changed since you added them.'} Please check before you check out.
              </p>
              <Button
                size="sm"
                variant="secondary"
                onClick={() =>
                  acceptCartPrices(
                    changed.flatMap((l) =>
                      l.unitPriceCents === null ? [] : [{ productId: l.productId, variantId: l.variantId, unitPriceCents: l.unitPriceCents }],
                    ),
                  )
                }
              >
                OK, use the new prices
              </Button>
            </div>
          ) : null}
          <ul className="space-y-4">
            {lines.map((line) => (
              <CartLineRow key={lineKey(line)} line={line} priced={priced(line)} />
            ))}
          </ul>
        </section>

        <aside aria-label="Order summary" className="min-w-0 lg:sticky lg:top-24">
          <Card>
            <h2 className="text-xl font-bold">Order summary</h2>
            <div className="mt-4">
              {data ? (
                <QuoteTotals quote={data} />
              ) : quote.isError ? (
                <p role="alert" className="text-sm text-red-700">
                  {errorMessageOf(quote.error)}
                </p>
              ) : (
                <Spinner label="Updating prices" />
              )}
            </div>
            {data && !data.member ? (
              <p className="mt-4 rounded-2xl bg-candy-blue/15 p-3 text-sm">
                Members save up to 25% as their game business grows.{' '}
                <Link to="/login" className="font-bold text-candy-purple-dark underline underline-offset-2">
                  Sign in
                </Link>
              </p>
            ) : null}
            {blocked ? (
              <p role="alert" className="mt-4 text-sm font-semibold text-red-700">
                Please remove the items that are no longer available before you check out.
              </p>
            ) : null}
            <div className="mt-5">
              {data && !blocked && changed.length === 0 && !quote.isError ? (
                <Link to="/checkout" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
                  Checkout
                </Link>
              ) : (
                <Button size="lg" className="w-full" disabled>
                  Checkout
                </Button>
              )}
            </div>
            <p className="mt-3 text-center text-xs text-ink/70">Pickup or local delivery. Pay at pickup or on delivery.</p>
          </Card>
        </aside>
      </div>
    </div>
  );
}

function CartLineRow({ line, priced }: { line: CartLine; priced: QuoteLine | undefined }) {
  const label = line.size ? `${line.name} (${line.size})` : line.name;
  const unit = priced?.unitPriceCents ?? line.unitPriceCents;
  const problem = priced?.problem;
  const unavailable = problem && problem.kind !== 'price_changed';
  return (
    <li>
      <Card className="flex gap-4 p-4 sm:p-5" data-testid="cart-line">
        <div className="size-20 shrink-0 overflow-hidden rounded-2xl bg-gradient-to-br from-candy-pink/15 via-white to-candy-blue/15 sm:size-24">
          {line.imageUrl ? <img src={line.imageUrl} alt="" className="size-full object-contain p-2" width={96} height={96} /> : null}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
            <div className="min-w-0">
              <h2 className="text-lg leading-tight font-bold">{line.name}</h2>
              <p className="text-sm text-ink/70">
                {line.size ? <span>Size: {line.size} · </span> : null}
                <span data-testid="unit-price">{formatCents(unit)}</span> each
              </p>
            </div>
            <p className="text-lg font-extrabold text-candy-pink-dark tabular-nums" data-testid="line-total">
              {unavailable ? '—' : formatCents(unit * line.quantity)}
            </p>
          </div>
          {problem ? (
            <p role="alert" className={`flex gap-2 text-sm font-semibold ${unavailable ? 'text-red-700' : 'text-amber-800'}`}>
              <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {problem.kind === 'price_changed'
                ? `Price changed from ${formatCents(problem.previousUnitPriceCents)} to ${formatCents(unit)}.`
                : problem.message}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <QuantityStepper value={line.quantity} label={label} onChange={(quantity) => setCartQuantity(line, quantity)} />
            <Button variant="ghost" size="sm" onClick={() => removeFromCart(line)} aria-label={`Remove ${label}`}>
              <Trash2Icon aria-hidden="true" />
              Remove
            </Button>
          </div>
        </div>
      </Card>
    </li>
  );
}

function EmptyCart() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <div className="rounded-3xl bg-white px-6 py-14 text-center shadow-sm">
        <ShoppingBagIcon className="mx-auto size-14 text-candy-pink-dark" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-extrabold">Your cart is empty</h1>
        <p className="mx-auto mt-2 max-w-md text-ink/70">Nothing sweet in here yet. Pick a flavor (or three) and it will wait for you here.</p>
        <Link to="/shop" className={buttonVariants({ size: 'lg', className: 'mt-6' })}>
          Shop the Sweetness
        </Link>
      </div>
    </div>
  );
}
