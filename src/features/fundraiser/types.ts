import type { RouterOutputs } from '@/lib/api-types';

type Outputs = RouterOutputs;
export type FundraiserLanding = Outputs['fundraiser']['landing'];
export type LeaderboardRow = Outputs['fundraiser']['leaderboard']['rows'][number];
export type StandPin = FundraiserLanding['pins'][number];
export type GalleryItem = FundraiserLanding['gallery'][number];
