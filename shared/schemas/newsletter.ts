import { z } from 'zod';
import { emailSchema } from './common';

export const newsletterSchema = z.object({ email: emailSchema });

/** What a visitor with a broken, made-up or mistyped unsubscribe link is told. */
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid. Please use the link from your latest newsletter email, or contact us.';

/** The secret of an unsubscribe link: 64 lower-case hex characters. */
export const unsubscribeTokenSchema = z.string().regex(/^[0-9a-f]{64}$/, UNSUBSCRIBE_LINK_INVALID);
export const unsubscribeSchema = z.object({ token: unsubscribeTokenSchema });
