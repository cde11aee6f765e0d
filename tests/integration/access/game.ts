import type { AccessTable } from './types';

// One row per procedure of the game domain. A procedure without a row fails the authorization test.
export const gameAccess: AccessTable = {
  'game.startSession': 'member',
  'game.submitBatch': 'member',
  'game.pageView': 'member',
  'game.startGuestSession': 'public',
  'game.submitGuestBatch': 'public',
  'game.leaderboards': 'public',
};
