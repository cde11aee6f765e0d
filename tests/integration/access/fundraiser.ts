import type { AccessTable } from './types';

// One row per procedure of the fundraiser domain. A procedure without a row fails the authorization test.
export const fundraiserAccess: AccessTable = {
  'fundraiser.landing': 'public',
  'fundraiser.leaderboard': 'public',
  'fundraiser.register': 'public',
  'fundraiser.stand': 'public',
  'fundraiser.standChoices': 'public',
  'fundraiser.placeSearch': 'public',
  'fundraiser.listedStands': 'public',
  'fundraiser.group': 'public',
  'fundraiser.ratingLink': 'public',
  'fundraiser.rateStand': 'public',
  'fundraiser.myStands': 'member',
  'fundraiser.myGroups': 'member',
  'fundraiser.updateMyStand': 'member',
  'fundraiser.addStandEvent': 'member',
  'fundraiser.removeStandEvent': 'member',
  'fundraiser.addStandVideo': 'member',
  'fundraiser.removeStandVideo': 'member',
};
