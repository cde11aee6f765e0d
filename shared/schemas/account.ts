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

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters, not counting spaces at the start or end`;

/**
 * The shape of a password being chosen, for the browser's forms and the server alike. Its length is counted without
 * the spaces at either end, so ten spaces are not a password; spaces inside a passphrase count, and the password is
 * kept exactly as typed. The server adds the common-password list (server/auth/password-policy.ts), and every place a
 * password is set uses that one rule.
 */
export const newPasswordSchema = z
  .string()
  .max(PASSWORD_MAX, tooLong(`Password must be at most ${PASSWORD_MAX} characters`))
  .refine((password) => password.trim().length >= PASSWORD_MIN, PASSWORD_TOO_SHORT);

export const signUpSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
});

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
