import { pgEnum } from 'drizzle-orm/pg-core';

// Every closed set of values lives here, so the database, the zod schemas and the UI share one list.
export const ROLES = ['admin', 'moderator', 'user'] as const;
export const PRODUCT_CATEGORIES = ['cotton-candy', 'fluff-collection', 'accessories', 'games'] as const;
export const DIFFICULTY_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const EVENT_TYPES = ['regular', 'school', 'festival'] as const;
export const BLOG_CATEGORIES = ['events', 'featured-kids', 'cotton-candy'] as const;
export const CONTACT_SUBJECTS = ['general', 'private-event', 'order', 'featured-kids', 'other'] as const;
export const BOOKING_EVENT_TYPES = ['birthday', 'school', 'corporate', 'festival', 'other'] as const;
export const SUBMISSION_STATUSES = ['new', 'in_progress', 'done', 'archived'] as const;
export const ORDER_STATUSES = ['received', 'preparing', 'ready', 'out_for_delivery', 'completed', 'cancelled'] as const;
export const FULFILMENT_METHODS = ['pickup', 'delivery'] as const;
export const ACHIEVEMENT_REQUIREMENTS = ['coins', 'score', 'customers'] as const;
export const GALLERY_TYPES = ['youtube', 'tiktok'] as const;
export const TEMPLATE_FORMATS = ['PDF', 'ZIP'] as const;
export const EMAIL_TOKEN_PURPOSES = ['confirm_email', 'reset_password'] as const;

export type Role = (typeof ROLES)[number];
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const roleEnum = pgEnum('role', ROLES);
export const productCategoryEnum = pgEnum('product_category', PRODUCT_CATEGORIES);
export const difficultyEnum = pgEnum('difficulty_level', DIFFICULTY_LEVELS);
export const eventTypeEnum = pgEnum('event_type', EVENT_TYPES);
export const blogCategoryEnum = pgEnum('blog_category', BLOG_CATEGORIES);
export const contactSubjectEnum = pgEnum('contact_subject', CONTACT_SUBJECTS);
export const bookingEventTypeEnum = pgEnum('booking_event_type', BOOKING_EVENT_TYPES);
export const submissionStatusEnum = pgEnum('submission_status', SUBMISSION_STATUSES);
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const fulfilmentEnum = pgEnum('fulfilment_method', FULFILMENT_METHODS);
export const achievementRequirementEnum = pgEnum('achievement_requirement', ACHIEVEMENT_REQUIREMENTS);
export const galleryTypeEnum = pgEnum('gallery_type', GALLERY_TYPES);
export const templateFormatEnum = pgEnum('template_format', TEMPLATE_FORMATS);
export const emailTokenPurposeEnum = pgEnum('email_token_purpose', EMAIL_TOKEN_PURPOSES);
