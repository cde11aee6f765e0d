import { z } from 'zod';
import { tooLong } from './text';
import type { VIDEO_PLATFORMS } from './values';

// The fundraiser's videos as staff set them in Settings: a YouTube video for the program, a playlist, and one video
// per tutorial card. Nothing is shown for a video staff have not set: no made-up ids, no fallback pages.

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The 11-character id in a pasted YouTube link or a bare id, or null: 'dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ',
 * 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3', '…/embed/dQw4w9WgXcQ', '…/shorts/dQw4w9WgXcQ'.
 */
export function parseYouTubeVideoId(input: string): string | null {
  const value = input.trim();
  if (YOUTUBE_ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  if (host === 'youtu.be') {
    const id = url.pathname.slice(1).split('/')[0] ?? '';
    return YOUTUBE_ID.test(id) ? id : null;
  }
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  const fromQuery = url.searchParams.get('v');
  if (fromQuery && YOUTUBE_ID.test(fromQuery)) return fromQuery;
  const [kind, id = ''] = url.pathname.split('/').filter(Boolean);
  return (kind === 'embed' || kind === 'shorts' || kind === 'live') && YOUTUBE_ID.test(id) ? id : null;
}

const VIDEO_MESSAGE = 'Please paste a YouTube link or an 11-character video id';

/** '' (no video) or a YouTube link or id, stored as the id. */
export const optionalYouTubeVideoSchema = z
  .string()
  .trim()
  .max(300, tooLong(VIDEO_MESSAGE))
  .transform((value, ctx) => {
    if (value === '') return '';
    const id = parseYouTubeVideoId(value);
    if (!id) {
      ctx.addIssue({ code: 'custom', message: VIDEO_MESSAGE });
      return z.NEVER;
    }
    return id;
  });

/** '' (no playlist) or a YouTube playlist address. */
export const optionalPlaylistUrlSchema = z
  .string()
  .trim()
  .max(300, tooLong('The playlist address is too long'))
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      const host = url.hostname.replace(/^(www\.|m\.)/, '');
      return url.protocol === 'https:' && host === 'youtube.com' && url.searchParams.has('list');
    } catch {
      return false;
    }
  }, 'Please paste the full YouTube playlist address (https://www.youtube.com/playlist?list=…)');

export const fundraiserVideoSettingsSchema = z.object({
  programVideoId: optionalYouTubeVideoSchema.default(''),
  playlistUrl: optionalPlaylistUrlSchema.default(''),
  /** Tutorial id → its YouTube video id; a tutorial without one shows no video link. */
  tutorialVideos: z.record(z.uuid(), optionalYouTubeVideoSchema).default({}),
});
export type FundraiserVideoSettings = z.output<typeof fundraiserVideoSettingsSchema>;

export function youTubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}

/** Where a stand's videos may live. */
export type StandVideoPlatform = (typeof VIDEO_PLATFORMS)[number];

const TIKTOK_VIDEO = /^\/@[\w.-]{2,24}\/video\/(\d{8,25})\/?$/;

/** The numeric id in a TikTok video address ('https://www.tiktok.com/@name/video/7212345678901234567'), or null. */
function parseTikTokVideo(input: string): { handle: string; videoId: string } | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  if (url.protocol !== 'https:' || host !== 'tiktok.com') return null;
  const match = TIKTOK_VIDEO.exec(url.pathname);
  if (!match) return null;
  return { handle: url.pathname.split('/')[1]!.slice(1), videoId: match[1]! };
}

function tikTokVideoUrl(handle: string, videoId: string): string {
  return `https://www.tiktok.com/@${handle}/video/${videoId}`;
}

const STAND_VIDEO_MESSAGE = 'Please paste a YouTube or TikTok video address';

/**
 * A video link a parent adds to a stand: a YouTube or TikTok video address, stored as its platform, id and the
 * canonical address rebuilt from them (never the pasted text, which may carry tracking or anything else).
 */
export const standVideoLinkSchema = z
  .string({ error: STAND_VIDEO_MESSAGE })
  .trim()
  .min(1, STAND_VIDEO_MESSAGE)
  .max(300, tooLong(STAND_VIDEO_MESSAGE))
  .transform((value, ctx) => {
    const tiktok = parseTikTokVideo(value);
    if (tiktok) return { platform: 'tiktok' as const, videoId: tiktok.videoId, url: tikTokVideoUrl(tiktok.handle, tiktok.videoId) };
    // A bare id is not enough here: the parent pastes the address they see.
    const youtube = /^https:\/\//.test(value) ? parseYouTubeVideoId(value) : null;
    if (youtube) return { platform: 'youtube' as const, videoId: youtube, url: youTubeWatchUrl(youtube) };
    ctx.addIssue({ code: 'custom', message: STAND_VIDEO_MESSAGE });
    return z.NEVER;
  });
