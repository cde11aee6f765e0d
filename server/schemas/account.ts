import { z } from 'zod';
import { emailSchema } from './common';

// NIST 800-63B: at least 8 characters, long passphrases welcome, no composition rules.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Please enter your password').max(PASSWORD_MAX, 'Password is too long'),
});
export type SignInInput = z.infer<typeof signInSchema>;
