import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './account';
import { emailSchema } from './common';
import { ROLES } from './values';
import { tooLong } from './text';

// Back-office user management. The client checks "Please fill in all fields." / "Please select a user and role."
// before sending; these are the server's own checks with readable messages.

export const adminCreateUserSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, tooLong(`Password must be at most ${PASSWORD_MAX} characters`)),
});

export const roleChangeSchema = z.object({
  userId: z.uuid('Please select a user and role.'),
  role: z.enum(ROLES, 'Please select a user and role.'),
});

export const userIdSchema = z.object({ userId: z.uuid('Unknown user') });
