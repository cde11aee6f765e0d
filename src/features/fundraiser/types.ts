import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/router';

type Outputs = inferRouterOutputs<AppRouter>;
export type FundraiserLanding = Outputs['fundraiser']['landing'];
export type LeaderboardRow = Outputs['fundraiser']['leaderboard']['rows'][number];
export type StandPin = FundraiserLanding['stands'][number];
export type GalleryItem = FundraiserLanding['gallery'][number];
