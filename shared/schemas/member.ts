import { z } from 'zod';
import { containsEmailAddress, tooLong } from './text';

export const DISPLAY_NAME_MAX = 40;

// The display name is what other players see on the leaderboards, so it may not be an email address.
export const displayNameSchema = z.object({
  displayName: z
    .string()
    .trim()
    .min(1, 'Please enter a display name')
    .max(DISPLAY_NAME_MAX, tooLong(`Display name must be at most ${DISPLAY_NAME_MAX} characters`))
    .refine((name) => !containsEmailAddress(name), 'Please choose a name that is not an email address'),
});
