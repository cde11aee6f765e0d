import { CalendarIcon } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useRef, useState, type ComponentProps } from 'react';
import { formatPPP } from '@/lib/calendar-date';
import { cn } from '@/lib/utils';
import { Calendar } from './calendar';

/**
 * A button that shows the chosen date ('February 15th, 2024') and opens a calendar in a popover. Works inside
 * <Field>: the label, aria-invalid and the message id land on the button.
 */
export function DatePicker({
  value,
  onChange,
  placeholder = 'Pick a date',
  className,
  ...buttonProps
}: Omit<ComponentProps<'button'>, 'value' | 'onChange'> & {
  value: string;
  onChange: (date: string) => void;
  placeholder?: string;
}) {
  const [open, setOpen] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          className={cn(
            'flex h-11 w-full items-center gap-2 rounded-xl border-2 border-candy-purple/30 bg-white px-3 text-left text-base text-ink focus:border-candy-purple-dark focus:outline-none aria-[invalid=true]:border-red-500',
            !value && 'text-ink/70',
            className,
          )}
          {...buttonProps}
        >
          <CalendarIcon className="size-4 shrink-0 text-candy-purple-dark" aria-hidden="true" />
          <span className="truncate">{value ? formatPPP(value) : placeholder}</span>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          ref={content}
          className="z-[60] rounded-2xl border border-candy-purple/20 bg-white shadow-xl"
          // Focus goes to the chosen day (or today), the grid's one tabbable button, not to the first button.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            content.current?.querySelector<HTMLButtonElement>('button[data-date][tabindex="0"]')?.focus();
          }}
        >
          <Calendar
            selected={value || undefined}
            onSelect={(date) => {
              onChange(date);
              setOpen(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
