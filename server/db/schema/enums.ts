import { pgEnum } from 'drizzle-orm/pg-core';
import {
  BLOG_CATEGORIES,
  BLOG_CONTENT_FORMATS,
  BOOKING_EVENT_TYPES,
  CONTACT_SUBJECTS,
  CREATIVITY_KINDS,
  DIFFICULTY_LEVELS,
  EMAIL_TOKEN_PURPOSES,
  EVENT_TYPES,
  FULFILMENT_METHODS,
  FUNDRAISER_GROUP_TYPES,
  MODERATION_STATES,
  ORDER_STATUSES,
  PRODUCT_CATEGORIES,
  REGISTRATION_DECISIONS,
  ROLES,
  SUBMISSION_STATUSES,
  TEMPLATE_FORMATS,
  VIDEO_PLATFORMS,
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
export const fundraiserGroupTypeEnum = pgEnum('fundraiser_group_type', FUNDRAISER_GROUP_TYPES);
export const registrationDecisionEnum = pgEnum('registration_decision', REGISTRATION_DECISIONS);
export const moderationStateEnum = pgEnum('moderation_state', MODERATION_STATES);
export const videoPlatformEnum = pgEnum('video_platform', VIDEO_PLATFORMS);
export const creativityKindEnum = pgEnum('creativity_kind', CREATIVITY_KINDS);
export const templateFormatEnum = pgEnum('template_format', TEMPLATE_FORMATS);
export const emailTokenPurposeEnum = pgEnum('email_token_purpose', EMAIL_TOKEN_PURPOSES);
