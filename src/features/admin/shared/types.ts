export type { RouterInputs, RouterOutputs } from '@/lib/api-types';
