import { PencilIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** An on/off setting in a form (Published, Preview available): a real checkbox, drawn as a switch. */
export function ToggleField({
  label,
  hint,
  checked,
  onChange,
  className,
}: {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  return (
    <label className={cn('flex cursor-pointer items-start gap-3 rounded-xl border-2 border-candy-purple/15 p-3 hover:border-candy-purple/30', className)}>
      <input type="checkbox" className="peer sr-only" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span
        aria-hidden="true"
        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 rounded-full bg-ink/20 transition-colors peer-checked:bg-candy-purple-dark peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-candy-purple-dark after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
      />
      <span>
        <span className="block text-sm font-bold text-ink">{label}</span>
        {hint ? <span className="block text-sm text-ink/70">{hint}</span> : null}
      </span>
    </label>
  );
}

/** A ToggleField bound to a boolean value of a react-hook-form form. */
export function FormToggleField<Values extends FieldValues, Transformed>({
  control,
  name,
  ...props
}: {
  control: Control<Values, unknown, Transformed>;
  name: FieldPathByValue<Values, boolean>;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
}) {
  return <Controller control={control} name={name} render={({ field }) => <ToggleField {...props} checked={field.value} onChange={field.onChange} />} />;
}

/** The icon buttons in a table row (Edit, Delete): each carries its own accessible name. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex items-center justify-end gap-1">{children}</div>;
}

/** The Edit and Delete icon buttons every manager's row ends with; `children` adds row-specific actions before them. */
export function EditDeleteActions({
  name,
  onEdit,
  onDelete,
  deleteVerb = 'Delete',
  children,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleteVerb?: string;
  children?: ReactNode;
}) {
  return (
    <RowActions>
      {children}
      <Button variant="ghost" size="icon" className="size-8" aria-label={`Edit ${name}`} onClick={onEdit}>
        <PencilIcon />
      </Button>
      <Button variant="ghost" size="icon" className="size-8 text-red-700 hover:bg-red-50" aria-label={`${deleteVerb} ${name}`} onClick={onDelete}>
        <Trash2Icon />
      </Button>
    </RowActions>
  );
}
