import { toast } from 'sonner';
import { errorMessageOf } from '@/lib/trpc';

// The back office's toasts: a title (Success / Error or the screen's own) with the service's message under it.
export function toastSuccess(message: string): void {
  toast.success('Success', { description: message });
}

/** 'Error creating course' with the server's readable message (zod's first field message, CONFLICT text, ...). */
export function toastError(title: string, error: unknown): void {
  toast.error(title, { description: errorMessageOf(error) });
}
