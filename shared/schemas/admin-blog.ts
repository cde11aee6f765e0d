import { z } from 'zod';
import { LIMITS } from './common';
import { optionalImageUrlSchema } from './image-url';
import { BLOG_CATEGORIES, BLOG_CONTENT_FORMATS } from './values';
import { tooLong } from './text';

// The blog manager's form and the admin procedures share this file.
export const BLOG_CONTENT_MAX = 100_000;
export const SLUG_MAX = 120;
export const SLUG_TAKEN_MESSAGE = 'A post with this slug already exists. Please choose a different slug.';

/**
 * The slug the form derives from the title on every title edit: lowercased, everything but word characters,
 * whitespace and hyphens removed, whitespace runs turned into hyphens ('Hello, World!' → 'hello-world').
 */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .replace(/\s+/g, '-');
}

export const blogPostInputSchema = z.object({
  title: z.string().trim().min(1, 'Please enter a title').max(LIMITS.shortText, tooLong('Title is too long')),
  slug: z
    .string()
    .trim()
    .min(1, 'Please enter a slug')
    .max(SLUG_MAX, tooLong('Slug is too long'))
    .regex(/^[a-z0-9_-]+$/, 'A slug may only contain lowercase letters, numbers, hyphens and underscores'),
  excerpt: z.string().trim().max(500, tooLong('Excerpt is too long')).default(''),
  /** Markdown or HTML (contentFormat); HTML is sanitized on the server before it is stored, both when shown. */
  content: z.string().trim().min(1, 'Please write some content').max(BLOG_CONTENT_MAX, tooLong('Content is too long')),
  contentFormat: z.enum(BLOG_CONTENT_FORMATS, { error: 'Please choose Markdown or HTML' }).default('html'),
  featuredImage: optionalImageUrlSchema.default(''),
  emoji: z.string().trim().max(16, tooLong('Use a single emoji')).default('🍭'),
  category: z.enum(BLOG_CATEGORIES, { error: 'Please choose a category' }).default('cotton-candy'),
  author: z.string().trim().max(LIMITS.name, tooLong('Author is too long')).default('The Drip Crew'),
  isPublished: z.boolean().default(false),
});
export type BlogPostInput = z.input<typeof blogPostInputSchema>;

export const blogPostIdSchema = z.string().min(1, 'Unknown blog post').max(100, tooLong('Unknown blog post'));
export const blogPostUpdateSchema = z.object({ id: blogPostIdSchema, post: blogPostInputSchema });
export const blogPostRefSchema = z.object({ id: blogPostIdSchema });
export const blogPublishSchema = z.object({ id: blogPostIdSchema, isPublished: z.boolean() });
