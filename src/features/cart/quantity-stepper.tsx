import { MinusIcon, PlusIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { CART_MAX_QUANTITY } from '@shared/schemas/order-rules';

/** − [n] + with a typed value kept between 1 and the most a cart holds of one item. */
export function QuantityStepper({ value, label, onChange }: { value: number; label: string; onChange: (quantity: number) => void }) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  function commit(raw: string) {
    const typed = Number.parseInt(raw, 10);
    const next = Number.isNaN(typed) ? value : Math.min(CART_MAX_QUANTITY, Math.max(1, typed));
    setText(String(next));
    if (next !== value) onChange(next);
  }

  const buttonClass =
    'flex size-9 items-center justify-center rounded-full text-candy-purple-dark transition-colors hover:bg-candy-purple/10 disabled:opacity-40 disabled:hover:bg-transparent';
  return (
    <div
      className="inline-flex items-center gap-1 rounded-full border-2 border-candy-purple/25 bg-white p-0.5"
      role="group"
      aria-label={`Quantity of ${label}`}
    >
      <button type="button" className={buttonClass} aria-label={`Decrease quantity of ${label}`} disabled={value <= 1} onClick={() => onChange(value - 1)}>
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
        onChange={(e) => setText(e.target.value)}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(e.currentTarget.value);
        }}
        className="h-9 w-10 [appearance:textfield] bg-transparent text-center font-bold text-ink focus:outline-none [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={buttonClass}
        aria-label={`Increase quantity of ${label}`}
        disabled={value >= CART_MAX_QUANTITY}
        onClick={() => onChange(value + 1)}
      >
        <PlusIcon className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
