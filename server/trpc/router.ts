import { shopRouter } from '../routers/shop';
import { router } from './init';

export const appRouter = router({
  shop: shopRouter,
});

export type AppRouter = typeof appRouter;
