import { z } from 'zod';

export const DISPLAY_NAME_MAX = 40;

// The display name is what other players see on the leaderboards, so it may not be an email address.
export const displayNameSchema = z.object({
  displayName: z
    .string()
    .trim()
    .min(1, 'Please enter a display name')
    .max(DISPLAY_NAME_MAX, `Display name must be at most ${DISPLAY_NAME_MAX} characters`)
    .refine((name) => !/\S+@\S+\.\S+/.test(name), 'Please choose a name that is not an email address'),
});
export type DisplayNameInput = z.infer<typeof displayNameSchema>;
