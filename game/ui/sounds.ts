/**
 * The four clips the project ships in public/sounds (spin, drop, serve, coin). The engine emits no sound
 * events while muted, so everything that reaches play() is meant to be heard.
 */
import { SOUND_IDS, type SoundId } from '../engine';

const VOLUME = 0.5;

export class SoundPlayer {
  private readonly clips = new Map<SoundId, HTMLAudioElement>();

  /** Starts loading the clips so the first spin is not silent while the file downloads. */
  preload(): void {
    if (typeof Audio === 'undefined') return;
    for (const id of SOUND_IDS) this.clip(id);
  }

  play(id: SoundId): void {
    const clip = this.clip(id);
    if (clip === null) return;
    // A clone lets the same clip overlap itself (two quick coins) without cutting the first one off.
    const instance = clip.paused ? clip : (clip.cloneNode(true) as HTMLAudioElement);
    instance.currentTime = 0;
    // Autoplay rules may refuse a sound before the first click; the game is playable without it.
    instance.play().catch(() => undefined);
  }

  private clip(id: SoundId): HTMLAudioElement | null {
    if (typeof Audio === 'undefined') return null;
    let clip = this.clips.get(id);
    if (clip === undefined) {
      clip = new Audio(`/sounds/${id}.wav`);
      clip.preload = 'auto';
      clip.volume = VOLUME;
      this.clips.set(id, clip);
    }
    return clip;
  }
}
