// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MusicPlayer, loadMusicPreference } from './music';

class FakeAudio {
  static made: FakeAudio[] = [];
  loop = false;
  volume = 1;
  preload = '';
  playing = false;
  constructor(readonly src: string) {
    FakeAudio.made.push(this);
  }
  play() {
    this.playing = true;
    return Promise.resolve();
  }
  pause() {
    this.playing = false;
  }
}

describe('music loop', () => {
  beforeEach(() => {
    FakeAudio.made = [];
    localStorage.clear();
    vi.stubGlobal('Audio', FakeAudio);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is off until switched on, loops the shipped file only while the panel is open, and remembers the switch', () => {
    const music = new MusicPlayer();
    music.setActive(true);
    expect(FakeAudio.made).toHaveLength(0);
    expect(music.toggle(true)).toBe(true);
    expect(FakeAudio.made[0]).toMatchObject({ src: '/music/loop.wav', loop: true, playing: true });
    music.setActive(false);
    expect(FakeAudio.made[0]!.playing).toBe(false);
    expect(loadMusicPreference()).toBe(true);
    expect(new MusicPlayer().enabled).toBe(true);
    music.toggle(true);
    expect(FakeAudio.made[0]!.playing).toBe(false);
    expect(loadMusicPreference()).toBe(false);
  });
});
