/**
 * The music loop (public/music/loop.wav, made by game/tools/make-music.mjs) with its own on/off switch, separate
 * from the sound effects' mute. Off until the player turns it on; the choice is remembered on this device. It plays
 * only while the panel is open, and is fetched only the first time it is turned on.
 */
const MUSIC_KEY = 'cottonCandyMusic';
const MUSIC_URL = '/music/loop.wav';
const VOLUME = 0.35;

export function loadMusicPreference(): boolean {
  try {
    return window.localStorage.getItem(MUSIC_KEY) === 'on';
  } catch {
    return false;
  }
}

function saveMusicPreference(on: boolean): void {
  try {
    window.localStorage.setItem(MUSIC_KEY, on ? 'on' : 'off');
  } catch {
    // A device that cannot store it asks again next visit; the music itself still works.
  }
}

export class MusicPlayer {
  private audio: HTMLAudioElement | null = null;
  private playing = false;

  constructor(private on: boolean = loadMusicPreference()) {}

  get enabled(): boolean {
    return this.on;
  }

  /** The panel opened (true) or closed (false): the loop plays only while it is open and switched on. */
  setActive(active: boolean): void {
    if (active && this.on) this.start();
    else this.stop();
  }

  toggle(active: boolean): boolean {
    this.on = !this.on;
    saveMusicPreference(this.on);
    this.setActive(active);
    return this.on;
  }

  private start(): void {
    if (this.playing || typeof Audio === 'undefined') return;
    this.audio ??= Object.assign(new Audio(MUSIC_URL), { loop: true, volume: VOLUME, preload: 'auto' });
    this.playing = true;
    // Autoplay rules may refuse before the first click; the switch was a click, and a refusal is harmless.
    this.audio.play().catch(() => {
      this.playing = false;
    });
  }

  private stop(): void {
    if (!this.playing) return;
    this.playing = false;
    this.audio?.pause();
  }
}
