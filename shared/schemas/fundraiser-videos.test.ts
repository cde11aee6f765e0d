import { describe, expect, it } from 'vitest';
import { fundraiserVideoSettingsSchema, parseYouTubeVideoId, standVideoLinkSchema } from './fundraiser-videos';

describe('parseYouTubeVideoId', () => {
  it('reads the id from the links staff paste', () => {
    for (const link of [
      'dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect(parseYouTubeVideoId(link)).toBe('dQw4w9WgXcQ');
    }
  });

  it('refuses other sites and malformed ids', () => {
    expect(parseYouTubeVideoId('https://vimeo.com/76979871')).toBeNull();
    expect(parseYouTubeVideoId('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(parseYouTubeVideoId('short')).toBeNull();
    expect(parseYouTubeVideoId('javascript:alert(1)')).toBeNull();
  });
});

describe('fundraiserVideoSettingsSchema', () => {
  it('stores ids, allows none, and checks the playlist address', () => {
    expect(fundraiserVideoSettingsSchema.parse({})).toEqual({ programVideoId: '', playlistUrl: '', tutorialVideos: {} });
    expect(fundraiserVideoSettingsSchema.parse({ programVideoId: 'https://youtu.be/dQw4w9WgXcQ' }).programVideoId).toBe('dQw4w9WgXcQ');
    expect(fundraiserVideoSettingsSchema.safeParse({ playlistUrl: 'https://www.youtube.com/@drip' }).success).toBe(false);
    expect(fundraiserVideoSettingsSchema.safeParse({ playlistUrl: 'https://www.youtube.com/playlist?list=PL123' }).success).toBe(true);
    expect(fundraiserVideoSettingsSchema.safeParse({ programVideoId: 'nope' }).success).toBe(false);
  });
});

describe('standVideoLinkSchema', () => {
  it('keeps YouTube and TikTok video addresses as their canonical form', () => {
    expect(standVideoLinkSchema.parse('https://youtu.be/dQw4w9WgXcQ?si=tracking')).toEqual({
      platform: 'youtube',
      videoId: 'dQw4w9WgXcQ',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(standVideoLinkSchema.parse('https://www.tiktok.com/@sofia.spins/video/7212345678901234567?lang=en')).toEqual({
      platform: 'tiktok',
      videoId: '7212345678901234567',
      url: 'https://www.tiktok.com/@sofia.spins/video/7212345678901234567',
    });
  });

  it('refuses other sites, profiles and plain text', () => {
    for (const bad of [
      'https://vimeo.com/76979871',
      'https://www.tiktok.com/@sofia.spins',
      'http://www.tiktok.com/@a1/video/7212345678901234567',
      'dQw4w9WgXcQ',
      'javascript:alert(1)',
    ]) {
      expect(standVideoLinkSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});
