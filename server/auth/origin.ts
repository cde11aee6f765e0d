// Cross-site request forgery defence from Lucia's guide: a state-changing request must come from our own origin.
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isAllowedOrigin(options: { method: string; origin: string | undefined; host: string | undefined; publicUrl: string }): boolean {
  if (SAFE_METHODS.has(options.method.toUpperCase())) return true;
  // Browsers send Origin on every cross-origin and same-origin POST; a request without one is not from a browser page.
  if (!options.origin) return false;
  let originUrl: URL;
  try {
    originUrl = new URL(options.origin);
  } catch {
    return false;
  }
  if (originUrl.origin === new URL(options.publicUrl).origin) return true;
  return options.host !== undefined && originUrl.host === options.host;
}
