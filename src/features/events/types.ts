import type { RouterOutputs } from '@/lib/api-types';

export type ListedEvent = RouterOutputs['content']['events']['items'][number];
