// Every closed set of values lives here, so the database enums, the zod schemas and the UI share one list.
// No imports: the browser bundle can use these without pulling in the database layer.
// 'owner' is an admin whom other admins cannot demote or delete (the business's owner keeps the keys); 'moderator'
// reviews fundraiser media and stories and reads the inbox, nothing else.
export const ROLES = ['admin', 'moderator', 'user', 'owner'] as const;
export const PRODUCT_CATEGORIES = ['cotton-candy', 'fluff-collection', 'accessories', 'games'] as const;
export const DIFFICULTY_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const EVENT_TYPES = ['regular', 'school', 'festival'] as const;
export const BLOG_CATEGORIES = ['events', 'featured-kids', 'cotton-candy'] as const;
/** How a post's body is written: Markdown (new posts) or HTML (posts written before Markdown, kept as they are). */
export const BLOG_CONTENT_FORMATS = ['markdown', 'html'] as const;
export type BlogContentFormat = (typeof BLOG_CONTENT_FORMATS)[number];
export const CONTACT_SUBJECTS = ['general', 'private-event', 'order', 'featured-kids', 'other'] as const;
export const BOOKING_EVENT_TYPES = ['birthday', 'school', 'corporate', 'festival', 'other'] as const;
export const SUBMISSION_STATUSES = ['new', 'in_progress', 'done', 'archived'] as const;
/** The back-office inbox's kinds of submission, each in its own table. */
export const INBOX_KINDS = ['bookings', 'fundraiser', 'contact', 'nominations', 'newsletter'] as const;
// A card order waits for its payment ('awaiting_payment') and is released if the buyer never pays ('payment_expired').
export const ORDER_STATUSES = ['awaiting_payment', 'received', 'preparing', 'ready', 'out_for_delivery', 'completed', 'cancelled', 'payment_expired'] as const;
// The statuses staff move an order to (each mails the buyer).
export const STAFF_ORDER_STATUSES = ['preparing', 'ready', 'out_for_delivery', 'completed', 'cancelled'] as const;
// How the buyer pays: in person when the order is handed over, or by card online (only while card payments are set up).
export const PAYMENT_CHOICES = ['pay_on_fulfilment', 'card'] as const;
export const FULFILMENT_METHODS = ['pickup', 'delivery'] as const;
export const ACHIEVEMENT_REQUIREMENTS = ['coins', 'score', 'customers', 'happy'] as const;
/** Where a stand's video lives. */
export const VIDEO_PLATFORMS = ['youtube', 'tiktok'] as const;
export const TEMPLATE_FORMATS = ['PDF', 'ZIP'] as const;
export const EMAIL_TOKEN_PURPOSES = ['confirm_email', 'reset_password'] as const;

export type Role = (typeof ROLES)[number];
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type StaffOrderStatus = (typeof STAFF_ORDER_STATUSES)[number];
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

// The Fluff Fundraiser: the kinds of group a stand raises money for, and where a registration or a parent's text is in review.
export const FUNDRAISER_GROUP_TYPES = ['school', 'sports_team', 'church_youth_group', 'summer_camp', 'non_profit'] as const;
export const FUNDRAISER_GROUP_TYPE_LABELS: Record<(typeof FUNDRAISER_GROUP_TYPES)[number], string> = {
  school: 'School',
  sports_team: 'Sports team',
  church_youth_group: 'Church youth group',
  summer_camp: 'Summer camp',
  non_profit: 'Non-profit',
};
export const REGISTRATION_DECISIONS = ['pending', 'approved', 'declined'] as const;
export const MODERATION_STATES = ['none', 'pending', 'approved', 'rejected'] as const;
/** What staff award extra points to a stand for. */
export const CREATIVITY_KINDS = ['story', 'photo', 'video'] as const;
export type FundraiserGroupType = (typeof FUNDRAISER_GROUP_TYPES)[number];
export type RegistrationDecision = (typeof REGISTRATION_DECISIONS)[number];
export type ModerationState = (typeof MODERATION_STATES)[number];

/** How the back office's order list may be sorted (zod-free: route search parsers on the first page read it). */
export const ADMIN_ORDER_SORTS = ['createdAt', 'total', 'orderNumber', 'customer'] as const;
/** How the back office's user list may be sorted. */
export const ADMIN_USER_SORTS = ['createdAt', 'email'] as const;
/** Rows on one page of a back-office list, unless the list says otherwise. */
export const ADMIN_PAGE_SIZE = 25;

// How the other back-office lists may be sorted and filtered (zod-free, for the same reason as the orders list's).
export const ADMIN_PRODUCT_SORTS = ['createdAt', 'name', 'category'] as const;
export const ADMIN_EVENT_SORTS = ['date', 'title', 'location'] as const;
export const ADMIN_FEATURED_KID_SORTS = ['spotlight', 'name', 'createdAt'] as const;
export const ADMIN_BLOG_SORTS = ['createdAt', 'title', 'publishedAt'] as const;
export const ADMIN_COURSE_SORTS = ['order', 'title', 'createdAt'] as const;
export const ADMIN_LESSON_SORTS = ['course', 'title', 'createdAt'] as const;
/** The inbox: newest first, or by its name column (the sender's or kid's name, the newsletter's address). */
export const ADMIN_INBOX_SORTS = ['createdAt', 'name'] as const;
export const ADMIN_STAND_SORTS = ['createdAt', 'kid'] as const;
/** A stand whose parent let the site show the kid's name, or one that shows the group's only. */
export const ADMIN_STAND_NAMING = ['public', 'group'] as const;
/** Shown or not on the public site: a product is active, an event listed, a kid featured, a post or course published. */
export const ADMIN_VISIBILITY = ['shown', 'hidden'] as const;
/** An event still to come (today included) or over. */
export const ADMIN_EVENT_WHEN = ['upcoming', 'past'] as const;
/** What a bulk action does to the chosen rows of a content list. */
export const ADMIN_BULK_ACTIONS = ['publish', 'unpublish', 'delete'] as const;
export type AdminBulkAction = (typeof ADMIN_BULK_ACTIONS)[number];
