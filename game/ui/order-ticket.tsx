import { FLAVORS, SIZE_LABEL, TOPPING_LABEL, type FlavorId, type Order } from '../engine';
import { cn } from '@/lib/utils';
import { useUi } from './use-runtime';

/** A flavor's colour as a dot: Rainbow Swirl in its stripes, so every flavor is told apart at a glance. */
export function FlavorSwatch({ flavor, className }: { flavor: FlavorId; className?: string }) {
  const definition = FLAVORS[flavor];
  const background = definition.gradient ? `linear-gradient(135deg, ${definition.gradient.join(', ')})` : definition.color;
  return <span aria-hidden className={cn('inline-block size-4 shrink-0 rounded-full ring-1 ring-ink/20', className)} style={{ background }} />;
}

function Part({ children, right }: { children: React.ReactNode; right?: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-bold',
        right === undefined ? 'bg-cream' : right ? 'bg-candy-mint/50' : 'bg-candy-yellow text-ink',
      )}
    >
      {children}
    </span>
  );
}

function OrderParts({ order, against }: { order: Order; against?: Order | null }) {
  const check = (same: boolean) => (against === undefined || against === null ? undefined : same);
  return (
    <>
      <Part right={check(order.flavor === against?.flavor)}>
        <FlavorSwatch flavor={order.flavor} />
        {FLAVORS[order.flavor].name}
      </Part>
      <Part right={check(order.size === against?.size)}>{SIZE_LABEL[order.size]}</Part>
      {(order.topping !== 'none' || (against !== undefined && against !== null && against.topping !== 'none')) && (
        <Part right={check(order.topping === against?.topping)}>{TOPPING_LABEL[order.topping]}</Part>
      )}
    </>
  );
}

const GRADE_STYLE: Record<string, string> = {
  A: 'bg-candy-mint text-ink',
  B: 'bg-candy-blue/60 text-ink',
  C: 'bg-candy-yellow text-ink',
  D: 'bg-candy-pink-dark text-white',
};

/**
 * The first customer's ticket (flavor, size and topping), the candy on the spinner checked against it part by part,
 * and the grade of the last serve with its tip. A strip of its own above the buttons, so it never covers the stand.
 */
export function OrderTicket() {
  const { ticket, candy, lastServe } = useUi();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-ink/10 bg-white/95 px-3 py-1.5 text-xs sm:text-sm" data-testid="order-ticket">
      <div className="flex flex-wrap items-center gap-1" aria-label="Ticket">
        <span className="rounded bg-ink px-1.5 py-0.5 text-[0.7rem] font-extrabold tracking-wide text-white uppercase">Ticket</span>
        {ticket ? <OrderParts order={ticket} /> : <span className="text-ink/70">Waiting for a customer…</span>}
      </div>
      <div className="flex flex-wrap items-center gap-1" aria-label="Your candy" data-testid="candy-check">
        <span className="font-semibold text-ink/70">Your candy:</span>
        {candy ? (
          <OrderParts order={candy} against={ticket} />
        ) : (
          <span className="text-ink/70">{ticket?.size === 'big' ? 'load all three for Big' : 'spinner empty'}</span>
        )}
      </div>
      <p className="ml-auto flex items-center gap-1.5" aria-live="polite" data-testid="last-grade">
        {lastServe && (
          <>
            <span className="font-semibold text-ink/70">Last serve</span>
            <span
              className={cn('inline-flex size-7 items-center justify-center rounded-full font-display text-base font-extrabold', GRADE_STYLE[lastServe.grade])}
            >
              {lastServe.grade}
            </span>
            <span className="font-bold tabular-nums">{lastServe.tip > 0 ? `+${lastServe.tip} tip` : 'no tip'}</span>
          </>
        )}
      </p>
    </div>
  );
}
