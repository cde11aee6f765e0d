/**
 * Where to go after signing in: the page that sent the visitor to /login when it is a path of this site, else the
 * dashboard. Another host ('//evil.example', 'https://…'), 'javascript:' and the auth pages themselves are ignored,
 * so a crafted login link cannot send a member off the site or into a loop.
 */
export function safeMemberRedirect(target: string | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return '/dashboard';
  if (target.includes('\\') || [...target].some((ch) => ch.charCodeAt(0) < 0x20)) return '/dashboard';
  const path = target.split(/[?#]/)[0] ?? '';
  if (['/login', '/auth/confirm', '/reset-password', '/forgot-password'].includes(path)) return '/dashboard';
  return target;
}
