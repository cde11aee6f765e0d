import type { Role } from '@shared/schemas/values';

// Who may open which back-office screen. The server decides what each call may do (admin procedures for admins,
// moderator procedures for moderators too); this only keeps the back office from showing a moderator screens whose
// every call would be refused. Kept apart from the screens and free of zod: the /admin guard reads it.

/** The screens a moderator works in: fundraiser moderation (stories, photos, videos) and the inbox, read only. */
export const MODERATOR_SCREENS = ['/admin/fundraiser', '/admin/inbox'] as const;
/** Where a moderator lands: their first screen. */
export const MODERATOR_HOME = MODERATOR_SCREENS[0];

export function isAdmin(roles: readonly Role[]): boolean {
  return roles.includes('admin');
}

/** Admins and moderators may sign in to the back office. */
export function isStaff(roles: readonly Role[]): boolean {
  return isAdmin(roles) || roles.includes('moderator');
}

/** Whether someone with `roles` may open the back-office screen at `pathname`. */
export function canOpenScreen(roles: readonly Role[], pathname: string): boolean {
  if (isAdmin(roles)) return true;
  if (!roles.includes('moderator')) return false;
  const path = pathname.replace(/\/+$/, '');
  return MODERATOR_SCREENS.some((screen) => path === screen || path.startsWith(`${screen}/`));
}
