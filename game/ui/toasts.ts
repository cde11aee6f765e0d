/** Shows the engine's toast messages with sonner (the site mounts <Toaster/>, whose region is aria-live). */
import { toast } from 'sonner';
import type { ToastMessage } from '../engine';

export function showToast(message: ToastMessage): void {
  const options = {
    id: message.id,
    duration: message.durationMs,
    ...(message.description === undefined ? {} : { description: message.description }),
  };
  if (message.tone === 'error') toast.error(message.title, options);
  else if (message.tone === 'success') toast.success(message.title, options);
  else toast(message.title, options);
}
