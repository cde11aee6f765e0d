import type { inferRouterOutputs } from '@trpc/server';
// The browser's one window onto the server's code: the router's type, erased at build time, so every answer and
// input is typed end to end without any server code in the bundle.
// eslint-disable-next-line import-x/no-restricted-paths -- a type only: erased at build time, no server code ships.
import type { AppRouter } from '../../server/trpc/router';

export type { AppRouter };
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type SignedInUser = RouterOutputs['account']['signIn']['user'];
