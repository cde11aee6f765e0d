/**
 * Connects the page's exploration counter to the game: while connected, every page worth a bonus (counted so far,
 * and each later one) is handed to `pay`. A guest's game connects at once; a member's waits for the verified
 * session, whose bonuses the server pays only against page views it recorded.
 */
import { explorationCounter, type PageVisit } from './exploration-counter';

export class ExplorationLink {
  private detach: (() => void) | null = null;

  constructor(private readonly pay: (visit: PageVisit) => void) {}

  connect(): void {
    this.detach?.();
    this.detach = explorationCounter.attach((visit) => this.pay(visit));
  }

  disconnect(): void {
    this.detach?.();
    this.detach = null;
  }
}
