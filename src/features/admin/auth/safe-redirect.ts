/**
 * Where to go after the admin signs in: the remembered origin when it is a path of this site's back office, else the
 * dashboard. Anything else (another host, '//evil.example', 'javascript:') is ignored, so a crafted login link
 * cannot send an admin off the site.
 */
export function safeAdminRedirect(target: string | undefined): string {
  if (!target) return '/admin';
  if (!target.startsWith('/admin') || target.startsWith('/admin/login')) return '/admin';
  // '/admin' followed by something other than a path, query or hash ('/administrator', '/admin.evil') is not ours.
  const next = target.charAt('/admin'.length);
  if (next !== '' && next !== '/' && next !== '?' && next !== '#') return '/admin';
  if (target.includes('\\') || [...target].some((ch) => ch.charCodeAt(0) < 0x20)) return '/admin';
  return target;
}
