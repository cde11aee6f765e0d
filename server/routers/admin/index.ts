import { router } from '../../trpc/init';
import { adminAnalyticsRouter } from './analytics';
import { adminAuditRouter } from './audit';
import { adminCourseLearningRouter } from './course-learning';
import { adminCoursesRouter } from './courses';
import { adminCustomersRouter } from './customers';
import { adminDashboardRouter } from './dashboard';
import { adminLessonsRouter } from './lessons';
import { adminSettingsRouter } from './settings';
import { adminFulfilmentRouter } from './fulfilment';
import { adminUsersRouter } from './users';
import { adminOrdersRouter } from './orders';
import { adminBlogRouter } from './blog';
import { adminEventsRouter } from './events';
import { adminFeaturedKidsRouter } from './featured-kids';
import { adminFundraiserRouter } from './fundraiser';
import { adminInboxRouter } from './inbox';
import { adminInstagramRouter } from './instagram';
import { adminMailRouter } from './mail';
import { adminProductsRouter } from './products';
import { adminDiscountCodesRouter } from './discount-codes';

// The back office's procedures, one router per screen; every procedure in here is built from adminProcedure (or, for
// the few a moderator may use, moderatorProcedure), so authorization shows in the file tree.
export const adminRouter = router({
  dashboard: adminDashboardRouter,
  users: adminUsersRouter,
  customers: adminCustomersRouter,
  courses: adminCoursesRouter,
  courseLearning: adminCourseLearningRouter,
  lessons: adminLessonsRouter,
  analytics: adminAnalyticsRouter,
  settings: adminSettingsRouter,
  fulfilment: adminFulfilmentRouter,
  audit: adminAuditRouter,
  orders: adminOrdersRouter,
  products: adminProductsRouter,
  discountCodes: adminDiscountCodesRouter,
  events: adminEventsRouter,
  featuredKids: adminFeaturedKidsRouter,
  instagram: adminInstagramRouter,
  blog: adminBlogRouter,
  inbox: adminInboxRouter,
  mail: adminMailRouter,
  fundraiser: adminFundraiserRouter,
});
