import { MinusIcon, PlusIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { CART_MAX_QUANTITY } from '@shared/schemas/order-rules';

/** The limit in words, beside the field it applies to: shown when the quantity reaches it or typing went past it. */
const QUANTITY_LIMIT_MESSAGE = `At most ${CART_MAX_QUANTITY} per item`;

/**
 * − [n] + with a typed value kept between 1 and the most a cart holds of one item. A number typed past the limit
 * becomes the limit, and the field says so (a silent change reads as a broken field).
 */
export function QuantityStepper({ value, label, onChange }: { value: number; label: string; onChange: (quantity: number) => void }) {
  const [text, setText] = useState(String(value));
  const [capped, setCapped] = useState(false);
  const messageId = useId();
  useEffect(() => setText(String(value)), [value]);

  function commit(raw: string) {
    const typed = Number.parseInt(raw, 10);
    const next = Number.isNaN(typed) ? value : Math.min(CART_MAX_QUANTITY, Math.max(1, typed));
    setCapped(!Number.isNaN(typed) && typed > CART_MAX_QUANTITY);
    setText(String(next));
    if (next !== value) onChange(next);
  }

  const change = (next: number) => {
    setCapped(false);
    onChange(next);
  };
  const atLimit = capped || value >= CART_MAX_QUANTITY;
  const buttonClass =
    'flex size-9 items-center justify-center rounded-full text-candy-purple-dark transition-colors hover:bg-candy-purple/10 disabled:opacity-40 disabled:hover:bg-transparent';
  return (
    <div className="flex flex-col gap-1">
      <div
        className="inline-flex items-center gap-1 self-start rounded-full border-2 border-candy-purple/25 bg-white p-0.5"
        role="group"
        aria-label={`Quantity of ${label}`}
      >
        <button type="button" className={buttonClass} aria-label={`Decrease quantity of ${label}`} disabled={value <= 1} onClick={() => change(value - 1)}>
          <MinusIcon className="size-4" aria-hidden="true" />
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={CART_MAX_QUANTITY}
          step={1}
          value={text}
          aria-label={`Quantity of ${label}`}
          aria-describedby={atLimit ? messageId : undefined}
          onChange={(e) => setText(e.target.value)}
          onBlur={(e) => commit(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit(e.currentTarget.value);
          }}
          className="h-9 w-10 [appearance:textfield] rounded-md bg-transparent text-center font-bold text-ink [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={buttonClass}
          aria-label={`Increase quantity of ${label}`}
          disabled={value >= CART_MAX_QUANTITY}
          onClick={() => change(value + 1)}
        >
          <PlusIcon className="size-4" aria-hidden="true" />
        </button>
      </div>
      {/* Always in the page, so a screen reader announces the limit the moment it applies. */}
      <p id={messageId} role="status" className={atLimit ? 'text-sm font-semibold text-amber-800' : 'sr-only'}>
        {atLimit ? QUANTITY_LIMIT_MESSAGE : ''}
      </p>
    </div>
  );
}
