/**
 * Connects the page's exploration counter to the game: while connected, every page worth a bonus (counted so far,
 * and each later one) is handed to `pay`. A guest's game in the browser connects at once; a verified session once it
 * has begun, and the server pays its bonuses only against page views it recorded for a member.
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
