import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';

/**
 * Asks before a destructive step. Controlled: open it with the row to delete, and close it from the mutation's
 * onSuccess so it stays up (with its button disabled) while the request runs.
 *
 *   <ConfirmDialog open={target !== null} onOpenChange={(o) => !o && setTarget(null)}
 *     title="Delete course?" description="Are you sure you want to delete this course?"
 *     pending={remove.isPending} onConfirm={() => remove.mutate({ id: target!.id })} />
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  pending = false,
  destructive = true,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  pending?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl">
          <AlertDialog.Title className="font-display text-xl font-bold text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink/70">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'ghost' })} disabled={pending}>
              {cancelLabel}
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that closes the dialog at once, before the request has a result. */}
            <Button variant={destructive ? 'destructive' : 'primary'} onClick={onConfirm} disabled={pending}>
              {pending ? 'Working...' : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
