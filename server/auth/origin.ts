// Cross-site request forgery defence from Lucia's guide: a state-changing request must come from our own origin.
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request passes only when its Origin is the site's public origin (PUBLIC_URL): the same scheme,
 * host and port. The Host header is not consulted: it names where the request arrived, not the page that sent it,
 * so 'https://drip.example' is refused by a site on 'http://drip.example' and the other way round.
 */
export function isAllowedOrigin(options: { method: string; origin: string | undefined; publicUrl: string }): boolean {
  if (SAFE_METHODS.has(options.method.toUpperCase())) return true;
  // Browsers send Origin on every cross-origin and same-origin POST; a request without one is not from a browser page.
  if (!options.origin) return false;
  let originUrl: URL;
  try {
    originUrl = new URL(options.origin);
  } catch {
    return false;
  }
  // URL.origin is scheme://host[:port] with the scheme's default port left out, so ':80' on http matches no port.
  return originUrl.origin === new URL(options.publicUrl).origin;
}
