import { router } from '../../trpc/init';
import { adminBlogRouter } from './blog';
import { adminEventsRouter } from './events';
import { adminFeaturedKidsRouter } from './featured-kids';
import { adminInboxRouter } from './inbox';
import { adminProductsRouter } from './products';
import { adminOrdersRouter } from './orders';

// The back office's procedures, one router per screen; every procedure in here is built from adminProcedure
// (or staffProcedure), so authorization shows in the file tree.
export const adminRouter = router({
  products: adminProductsRouter,
  events: adminEventsRouter,
  featuredKids: adminFeaturedKidsRouter,
  blog: adminBlogRouter,
  inbox: adminInboxRouter,
  orders: adminOrdersRouter,
});
