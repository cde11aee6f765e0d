import { router } from '../../trpc/init';
import { adminOrdersRouter } from './orders';

// The back office's procedures, one router per screen; every procedure in here is built from adminProcedure
// (or staffProcedure), so authorization shows in the file tree.
export const adminRouter = router({
  orders: adminOrdersRouter,
});
