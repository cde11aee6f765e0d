/**
 * A path of this site that is safe to go to after signing in: it starts with one '/', so it is not another host
 * ('//evil.example', 'https://…') or 'javascript:', and holds no backslash or control character that a browser could
 * read as the start of another host.
 */
function isSitePath(target: string): boolean {
  if (!target.startsWith('/') || target.startsWith('//')) return false;
  return !target.includes('\\') && ![...target].some((ch) => ch.charCodeAt(0) < 0x20);
}

const MEMBER_AUTH_PAGES = ['/login', '/auth/confirm', '/reset-password', '/forgot-password'];

/**
 * Where to go after a member signs in: the page that sent the visitor to /login when it is a path of this site, else
 * the dashboard. The sign-in pages themselves are ignored too, so a crafted login link cannot loop.
 */
export function safeMemberRedirect(target: string | undefined): string {
  if (!target || !isSitePath(target)) return '/dashboard';
  const path = target.split(/[?#]/)[0] ?? '';
  return MEMBER_AUTH_PAGES.includes(path) ? '/dashboard' : target;
}

/**
 * Where to go after the admin signs in: the remembered origin when it is a path of this site's back office, else the
 * back office's dashboard.
 */
export function safeAdminRedirect(target: string | undefined): string {
  if (!target || !isSitePath(target)) return '/admin';
  if (!target.startsWith('/admin') || target.startsWith('/admin/login')) return '/admin';
  // '/admin' followed by something other than a path, query or hash ('/administrator', '/admin.evil') is not ours.
  const next = target.charAt('/admin'.length);
  return next === '' || next === '/' || next === '?' || next === '#' ? target : '/admin';
}
