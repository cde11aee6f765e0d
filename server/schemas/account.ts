import { z } from 'zod';
import { emailSchema } from './common';
import { tooLong } from './text';

// NIST 800-63B: at least 8 characters, long passphrases welcome, no composition rules.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Please enter your password').max(PASSWORD_MAX, tooLong('Password is too long')),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** A password being chosen (sign-up, reset). The server also refuses common passwords (server/auth/common-passwords). */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, tooLong(`Password must be at most ${PASSWORD_MAX} characters`));

export const signUpSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

/** The secret part of a one-time link, as the server makes it (lowercase base32). */
export const emailLinkTokenSchema = z
  .string()
  .trim()
  .min(20, 'This link is not valid. Please use the link from the email as it is.')
  .max(100, tooLong('This link is not valid. Please use the link from the email as it is.'))
  .regex(/^[a-z0-9]+$/, 'This link is not valid. Please use the link from the email as it is.');

export const confirmEmailSchema = z.object({ token: emailLinkTokenSchema });

export const resetPasswordSchema = z.object({
  token: emailLinkTokenSchema,
  password: newPasswordSchema,
});
