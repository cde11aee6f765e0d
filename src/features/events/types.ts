import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/router';

export type ListedEvent = inferRouterOutputs<AppRouter>['content']['events']['items'][number];
