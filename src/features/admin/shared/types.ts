export type { RouterOutputs } from '@/lib/api-types';
