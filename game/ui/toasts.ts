/** Shows the engine's toast messages in the game panel (see panel-toasts.ts). */
import type { ToastMessage } from '../engine';
import { panelToasts } from './panel-toasts';

export function showToast(message: ToastMessage): void {
  panelToasts.show({
    id: message.id,
    title: message.title,
    durationMs: message.durationMs,
    tone: message.tone,
    ...(message.description === undefined ? {} : { description: message.description }),
  });
}
