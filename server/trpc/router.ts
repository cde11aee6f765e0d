import { accountRouter } from '../routers/account';
import { adminRouter } from '../routers/admin';
import { formsRouter } from '../routers/forms';
import { shopRouter } from '../routers/shop';
import { router } from './init';

// One router per domain. Admin procedures live under server/routers/admin so authorization shows in the file tree.
export const appRouter = router({
  shop: shopRouter,
  forms: formsRouter,
  account: accountRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
