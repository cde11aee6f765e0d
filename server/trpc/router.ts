import { academyRouter } from '../routers/academy';
import { accountRouter } from '../routers/account';
import { adminRouter } from '../routers/admin';
import { blogRouter } from '../routers/blog';
import { cartRouter } from '../routers/cart';
import { contentRouter } from '../routers/content';
import { formsRouter } from '../routers/forms';
import { fundraiserRouter } from '../routers/fundraiser';
import { gameRouter } from '../routers/game';
import { memberRouter } from '../routers/member';
import { ordersRouter } from '../routers/orders';
import { shopRouter } from '../routers/shop';
import { router } from './init';

// One router per domain. Admin procedures live under server/routers/admin so authorization shows in the file tree.
export const appRouter = router({
  shop: shopRouter,
  forms: formsRouter,
  content: contentRouter,
  blog: blogRouter,
  fundraiser: fundraiserRouter,
  cart: cartRouter,
  orders: ordersRouter,
  account: accountRouter,
  member: memberRouter,
  game: gameRouter,
  academy: academyRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
