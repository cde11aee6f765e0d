import { z } from 'zod';
import { newPasswordSchema } from './account';
import { emailSchema, LIMITS } from './common';
import { tooLong } from './text';
import { adminListSchema } from './admin-list';
import { ROLES } from './values';

// Back-office user management. The client checks "Please fill in all fields." / "Please select a user and role."
// before sending; these are the server's own checks with readable messages.

export const adminCreateUserSchema = z.object({
  email: emailSchema,
  // The server adds the common-password list (chosenPasswordSchema) in the router.
  password: newPasswordSchema,
});

export const roleChangeSchema = z.object({
  userId: z.uuid('Please select a user and role.'),
  role: z.enum(ROLES, 'Please select a user and role.'),
});

export const userIdSchema = z.object({ userId: z.uuid('Unknown user') });

import { ADMIN_USER_SORTS } from './values';
export { ADMIN_USER_SORTS };
export const adminUserListSchema = adminListSchema(ADMIN_USER_SORTS, { role: z.enum(ROLES, 'Unknown role').optional() }).default({ page: 1, pageSize: 25 });

export const customerNoteSchema = z.object({
  userId: z.uuid('Unknown user'),
  body: z.string().trim().min(1, 'Please write a note').max(LIMITS.longText, tooLong('The note is too long')),
});
