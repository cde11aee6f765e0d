import { pgEnum } from 'drizzle-orm/pg-core';
import {
  ACHIEVEMENT_REQUIREMENTS,
  BLOG_CATEGORIES,
  BLOG_CONTENT_FORMATS,
  BOOKING_EVENT_TYPES,
  CONTACT_SUBJECTS,
  DIFFICULTY_LEVELS,
  EMAIL_TOKEN_PURPOSES,
  EVENT_TYPES,
  FULFILMENT_METHODS,
  GALLERY_TYPES,
  ORDER_STATUSES,
  PRODUCT_CATEGORIES,
  ROLES,
  SUBMISSION_STATUSES,
  TEMPLATE_FORMATS,
} from '@shared/schemas/values';

export * from '@shared/schemas/values';

export const roleEnum = pgEnum('role', ROLES);
export const productCategoryEnum = pgEnum('product_category', PRODUCT_CATEGORIES);
export const difficultyEnum = pgEnum('difficulty_level', DIFFICULTY_LEVELS);
export const eventTypeEnum = pgEnum('event_type', EVENT_TYPES);
export const blogCategoryEnum = pgEnum('blog_category', BLOG_CATEGORIES);
export const blogContentFormatEnum = pgEnum('blog_content_format', BLOG_CONTENT_FORMATS);
export const contactSubjectEnum = pgEnum('contact_subject', CONTACT_SUBJECTS);
export const bookingEventTypeEnum = pgEnum('booking_event_type', BOOKING_EVENT_TYPES);
export const submissionStatusEnum = pgEnum('submission_status', SUBMISSION_STATUSES);
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const fulfilmentEnum = pgEnum('fulfilment_method', FULFILMENT_METHODS);
export const achievementRequirementEnum = pgEnum('achievement_requirement', ACHIEVEMENT_REQUIREMENTS);
export const galleryTypeEnum = pgEnum('gallery_type', GALLERY_TYPES);
export const templateFormatEnum = pgEnum('template_format', TEMPLATE_FORMATS);
export const emailTokenPurposeEnum = pgEnum('email_token_purpose', EMAIL_TOKEN_PURPOSES);
