// Vimeo's player speaks postMessage to the page that embeds it, once its URL has `api=1`: the page asks for an event
// with {method: 'addEventListener', value: 'ended'} and the player answers {event: 'ended'}. Using the messages
// directly needs no script from another host.

export const VIMEO_PLAYER_ORIGIN = 'https://player.vimeo.com';

/** The embed address with the player's message API switched on. */
export function withPlayerApi(embedUrl: string): string {
  const url = new URL(embedUrl);
  url.searchParams.set('api', '1');
  return url.toString();
}

/** The message that asks the player to report an event. */
export function listenMessage(event: 'ended'): string {
  return JSON.stringify({ method: 'addEventListener', value: event });
}

/**
 * The event a message from the player reports ('ready', 'ended', ...), or null for a message from anywhere else or
 * in another shape. The player sends JSON text (older versions) or an object.
 */
export function playerEventOf(origin: string, data: unknown): string | null {
  if (origin !== VIMEO_PLAYER_ORIGIN) return null;
  let value: unknown = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (value === null || typeof value !== 'object') return null;
  const event = (value as { event?: unknown }).event;
  return typeof event === 'string' ? event : null;
}
