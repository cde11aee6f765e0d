// Lessons store only Vimeo's numeric video id; staff usually paste a whole link, so it is reduced to the id here
// (on the client as they type, and again on the server). No imports: the browser bundle uses this too.

const VIMEO_ID = /^\d{1,20}$/;

/**
 * The numeric id in a pasted Vimeo link or a bare id, or null when there is none:
 *   '76979871', 'https://vimeo.com/76979871', 'vimeo.com/76979871/abc123def0' (unlisted), 'https://player.vimeo.com/video/76979871?h=…',
 *   'https://vimeo.com/channels/staffpicks/76979871', 'https://vimeo.com/showcase/11/video/76979871', 'https://vimeo.com/groups/g/videos/76979871'.
 * Links to other sites give null, so a YouTube address is not mistaken for a Vimeo id.
 */
export function parseVimeoVideoId(input: string): string | null {
  const value = input.trim();
  if (value === '') return null;
  if (VIMEO_ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  if (host !== 'vimeo.com' && !host.endsWith('.vimeo.com')) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  // ".../video/<id>" and ".../videos/<id>" name the video explicitly (showcases, albums, groups, the player).
  for (let i = segments.length - 2; i >= 0; i -= 1) {
    const next = segments[i + 1]!;
    if ((segments[i] === 'video' || segments[i] === 'videos') && VIMEO_ID.test(next)) return next;
  }
  // Otherwise the first numeric segment: vimeo.com/<id>, vimeo.com/<id>/<unlisted hash>, channels/<name>/<id>.
  return segments.find((segment) => VIMEO_ID.test(segment)) ?? null;
}

/** The player address for a stored id, or '' when the lesson has no video (no id). */
export function vimeoEmbedUrl(videoId: string): string {
  return VIMEO_ID.test(videoId) ? `https://player.vimeo.com/video/${videoId}` : '';
}
