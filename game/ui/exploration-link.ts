/**
 * Connects the page's exploration counter to the game: while connected, every paid navigation (counted so far, and
 * each later one) becomes an exploration bonus. A guest's game connects at once; a member's waits for the verified
 * session, so the bonuses are recorded and credited by the server.
 */
import { explorationCounter } from './exploration-counter';

export class ExplorationLink {
  private detach: (() => void) | null = null;

  constructor(private readonly pay: (page: string) => void) {}

  connect(): void {
    this.detach?.();
    this.detach = explorationCounter.attach((page) => this.pay(page));
  }

  disconnect(): void {
    this.detach?.();
    this.detach = null;
  }
}
