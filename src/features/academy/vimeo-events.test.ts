import { describe, expect, it } from 'vitest';
import { listenMessage, playerEventOf, withPlayerApi } from './vimeo-events';

describe('Vimeo player messages', () => {
  it('switches the player API on in the embed address', () => {
    expect(withPlayerApi('https://player.vimeo.com/video/76979871')).toBe('https://player.vimeo.com/video/76979871?api=1');
    expect(withPlayerApi('https://player.vimeo.com/video/1?h=abc')).toBe('https://player.vimeo.com/video/1?h=abc&api=1');
  });

  it('asks for the ended event', () => {
    expect(JSON.parse(listenMessage('ended'))).toEqual({ method: 'addEventListener', value: 'ended' });
  });

  it('reads events only from the Vimeo player origin, as text or object', () => {
    expect(playerEventOf('https://player.vimeo.com', '{"event":"ended","data":{"seconds":60}}')).toBe('ended');
    expect(playerEventOf('https://player.vimeo.com', { event: 'ready' })).toBe('ready');
    expect(playerEventOf('https://evil.example', { event: 'ended' })).toBeNull();
    expect(playerEventOf('https://vimeo.com', { event: 'ended' })).toBeNull();
    expect(playerEventOf('https://player.vimeo.com', 'not json')).toBeNull();
    expect(playerEventOf('https://player.vimeo.com', { method: 'ended' })).toBeNull();
  });
});
