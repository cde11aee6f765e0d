import { z } from 'zod';
import { LIMITS } from './common';
import { tooLong } from './text';
import { SORT_DIRECTIONS } from './admin-list';

// Back-office Mail screen inputs.

export const MAIL_PAGE_SIZE = 25;
export const MAIL_VIEWS = ['undelivered', 'all'] as const;

export const mailListSchema = z
  .object({
    view: z.enum(MAIL_VIEWS, 'Please choose undelivered or all mail').default('undelivered'),
    page: z.number().int().min(1).max(100_000).default(1),
    // Finds a recipient's address or a word of the subject.
    search: z.string().trim().max(LIMITS.shortText, tooLong('Search is too long')).optional(),
    dir: z.enum(SORT_DIRECTIONS, 'Unknown sort direction').optional(),
  })
  .default({ view: 'undelivered', page: 1 });

export const mailSendNowSchema = z.object({ id: z.uuid('This mail could not be found.') });
