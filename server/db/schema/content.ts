import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, real, text, time, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, searchIndex, updatedAt } from './columns';
import { blogCategoryEnum, blogContentFormatEnum, eventTypeEnum, templateFormatEnum } from './enums';

// Content is data: everything here is edited in the back office and read by the public pages.

export const events = pgTable(
  'events',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    location: text('location').notNull(),
    address: text('address').notNull().default(''),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    type: eventTypeEnum('type').notNull().default('regular'),
    // Map position; null when staff have not placed the event.
    lat: real('lat'),
    lng: real('lng'),
    isActive: boolean('is_active').notNull().default(true),
    // Shop orders may be picked up at this pop-up (offered at checkout while it is upcoming).
    allowsPickup: boolean('allows_pickup').notNull().default(false),
    createdAt: createdAt(),
  },
  // The back office's list sorts by date (and by title), whatever the event's state.
  (t) => [
    index('events_active_date_idx').on(t.isActive, t.eventDate),
    index('events_date_idx').on(t.eventDate),
    index('events_title_idx').on(t.title),
    searchIndex('events_title_search_idx', t.title),
    searchIndex('events_location_search_idx', t.location),
  ],
);

export const featuredKids = pgTable(
  'featured_kids',
  {
    id: id(),
    name: text('name').notNull(),
    age: integer('age').notNull(),
    story: text('story').notNull(),
    dream: text('dream').notNull().default(''),
    contribution: text('contribution').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    // Featured = shown on the site; hidden kids stay in the back office only.
    isFeatured: boolean('is_featured').notNull().default(true),
    // The month of the kid's spotlight; the latest visible one is "this month's" kid.
    spotlightMonth: date('spotlight_month', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('featured_kids_age_range', sql`${t.age} BETWEEN 1 AND 18`),
    // The back office's list sorts by spotlight month (a kid without one as the oldest) and by name.
    index('featured_kids_spotlight_idx').on(sql`coalesce(${t.spotlightMonth}, date '0001-01-01')`),
    index('featured_kids_name_idx').on(t.name),
    searchIndex('featured_kids_name_search_idx', t.name),
  ],
);

export const partyPackages = pgTable(
  'party_packages',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    description: text('description').notNull().default(''),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isPopular: boolean('is_popular').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [check('party_packages_price_nonneg', sql`${t.priceCents} >= 0`)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    // Text ids keep the earlier site's links (/blog/blog1 .. /blog/blog6) working; new posts get a uuid.
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    // Markdown, or sanitized HTML for posts written before Markdown (sanitized on save and again when shown).
    content: text('content').notNull(),
    contentFormat: blogContentFormatEnum('content_format').notNull().default('html'),
    featuredImage: text('featured_image').notNull().default(''),
    emoji: text('emoji').notNull().default('🍭'),
    category: blogCategoryEnum('category').notNull().default('cotton-candy'),
    author: text('author').notNull().default('The Drip Crew'),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    likeCount: integer('like_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('blog_posts_like_count_nonneg', sql`${t.likeCount} >= 0`),
    index('blog_posts_published_idx').on(t.isPublished, t.publishedAt),
    // The back office's list: newest first, or by title.
    index('blog_posts_created_idx').on(t.createdAt),
    index('blog_posts_title_idx').on(t.title),
    searchIndex('blog_posts_title_search_idx', t.title),
    searchIndex('blog_posts_slug_search_idx', t.slug),
    searchIndex('blog_posts_author_search_idx', t.author),
  ],
);

// One like per browser: the visitor id is a random id the browser keeps.
export const blogLikes = pgTable(
  'blog_likes',
  {
    postId: text('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    // A one-way hash of the client address the like came from (never the address itself): likes per post are capped
    // per address. Null for likes stored before the cap existed.
    clientKey: text('client_key'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.visitorId] }), index('blog_likes_post_client_idx').on(t.postId, t.clientKey)],
);

export const sweetFacts = pgTable('sweet_facts', {
  id: id(),
  image: text('image').notNull(),
  title: text('title').notNull(),
  fact: text('fact').notNull(),
  displayOrder: integer('display_order').notNull().default(0),
});

export const instagramPosts = pgTable('instagram_posts', {
  id: id(),
  image: text('image').notNull(),
  caption: text('caption').notNull(),
  likes: integer('likes').notNull().default(0),
  comments: integer('comments').notNull().default(0),
  postedOn: date('posted_on', { mode: 'string' }).notNull(),
  url: text('url').notNull(),
  displayOrder: integer('display_order').notNull().default(0),
});

export const testimonials = pgTable('testimonials', {
  id: id(),
  name: text('name').notNull(),
  eventLabel: text('event_label').notNull(),
  quote: text('quote').notNull(),
  rating: integer('rating').notNull().default(5),
  displayOrder: integer('display_order').notNull().default(0),
});

export const videoTutorials = pgTable('video_tutorials', {
  id: id(),
  title: text('title').notNull(),
  duration: text('duration').notNull(),
  thumbnail: text('thumbnail').notNull(),
  videoUrl: text('video_url').notNull().default(''),
  displayOrder: integer('display_order').notNull().default(0),
});

export const resourceTemplates = pgTable('resource_templates', {
  id: id(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  format: templateFormatEnum('format').notNull(),
  displayOrder: integer('display_order').notNull().default(0),
});

export const faqItems = pgTable('faq_items', {
  id: id(),
  // Which page's FAQ: 'fundraiser' or 'contact'.
  section: text('section').notNull(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  displayOrder: integer('display_order').notNull().default(0),
});

// Business details the public pages read (contact, hours, social links); edited in back-office Settings.
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
