import { z } from 'zod';
import { adminListSchema } from './admin-list';
import { blogPostIdSchema } from './admin-blog';
import {
  ADMIN_BLOG_SORTS,
  ADMIN_BULK_ACTIONS,
  ADMIN_COURSE_SORTS,
  ADMIN_EVENT_SORTS,
  ADMIN_EVENT_WHEN,
  ADMIN_FEATURED_KID_SORTS,
  ADMIN_LESSON_SORTS,
  ADMIN_PRODUCT_SORTS,
  ADMIN_VISIBILITY,
  BLOG_CATEGORIES,
  DIFFICULTY_LEVELS,
  EVENT_TYPES,
  PRODUCT_CATEGORIES,
} from './values';

// The inputs of the back office's content lists (products, events, featured kids, blog, courses, lessons) and of their bulk
// actions. Each list is one page read on the server with the shared list input (page, search, sort) plus its own
// filters; a bulk action names at most one page of rows, so one request never touches a whole table.

const visibility = z.enum(ADMIN_VISIBILITY, 'Unknown status').optional();

export const adminProductListSchema = adminListSchema(ADMIN_PRODUCT_SORTS, {
  status: visibility,
  category: z.enum(PRODUCT_CATEGORIES, 'Unknown category').optional(),
}).default({ page: 1, pageSize: 25 });

export const adminEventListSchema = adminListSchema(ADMIN_EVENT_SORTS, {
  status: visibility,
  when: z.enum(ADMIN_EVENT_WHEN, 'Unknown time').optional(),
  type: z.enum(EVENT_TYPES, 'Unknown event type').optional(),
}).default({ page: 1, pageSize: 25 });

export const adminFeaturedKidListSchema = adminListSchema(ADMIN_FEATURED_KID_SORTS, { status: visibility }).default({ page: 1, pageSize: 25 });

export const adminBlogListSchema = adminListSchema(ADMIN_BLOG_SORTS, {
  status: visibility,
  category: z.enum(BLOG_CATEGORIES, 'Unknown category').optional(),
}).default({ page: 1, pageSize: 25 });

export const adminCourseListSchema = adminListSchema(ADMIN_COURSE_SORTS, {
  status: visibility,
  level: z.enum(DIFFICULTY_LEVELS, 'Unknown level').optional(),
}).default({ page: 1, pageSize: 25 });

export const adminLessonListSchema = adminListSchema(ADMIN_LESSON_SORTS, {
  status: visibility,
  course: z.uuid('Unknown course').optional(),
}).default({ page: 1, pageSize: 25 });

/** The most rows one bulk action may name: a page of the longest list. */
export const BULK_MAX = 100;
const bulkAction = z.enum(ADMIN_BULK_ACTIONS, 'Unknown action');
const ids = <T extends z.ZodType<string>>(id: T) =>
  z
    .array(id)
    .min(1, 'Please choose at least one row')
    .max(BULK_MAX, `Please choose at most ${BULK_MAX} rows`)
    .transform((list) => [...new Set(list)]);

export const adminBulkSchema = z.object({ ids: ids(z.uuid('Unknown row')), action: bulkAction });
export const adminBlogBulkSchema = z.object({ ids: ids(blogPostIdSchema), action: bulkAction });
