/**
 * The game's toasts live in the game panel, not in the site's toaster at the top of the page, so they never cover or
 * block the site's navigation. A tiny store without the engine: the collapsed bar and the
 * expanded panel both show it, and the members feature's sync messages go through it too.
 */
import { markPanelToastsInUse } from './panel-store';

export type PanelToastTone = 'info' | 'success' | 'error';

export interface PanelToastInput {
  /** A toast with the id of one on screen replaces it (and its timer starts again). */
  id: string;
  title: string;
  description?: string;
  durationMs: number;
  tone: PanelToastTone;
}

export interface PanelToast extends PanelToastInput {
  /** Unique per showing, for React keys. */
  key: number;
}

/** choice: at most three at once; a fourth pushes the oldest out. */
export const MAX_PANEL_TOASTS = 3;

export class PanelToastStore {
  private list: readonly PanelToast[] = [];
  private nextKey = 1;
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<() => void>();

  show(input: PanelToastInput): void {
    const replaced = this.list.filter((toast) => toast.id === input.id);
    for (const toast of replaced) this.clearTimer(toast.key);
    const toast: PanelToast = { ...input, key: this.nextKey++ };
    let next = [...this.list.filter((t) => t.id !== input.id), toast];
    while (next.length > MAX_PANEL_TOASTS) {
      const [oldest, ...rest] = next;
      if (oldest) this.clearTimer(oldest.key);
      next = rest;
    }
    this.list = next;
    this.timers.set(
      toast.key,
      setTimeout(() => this.dismiss(toast.key), input.durationMs),
    );
    this.notify();
  }

  dismiss(key: number): void {
    if (!this.list.some((toast) => toast.key === key)) return;
    this.clearTimer(key);
    this.list = this.list.filter((toast) => toast.key !== key);
    this.notify();
  }

  get = (): readonly PanelToast[] => this.list;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private clearTimer(key: number): void {
    const timer = this.timers.get(key);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(key);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

export const panelToasts = new PanelToastStore();
// The panel shows the toasts from now on.
markPanelToastsInUse();
