/**
 * The game's sound: the effect clips the engine asks for, and the music loop with its own switch (apart from the
 * effects' mute, which is game state). The music plays only while the panel is open.
 */
import type { SoundId } from '../engine';
import { MusicPlayer } from './music';
import { SoundPlayer } from './sounds';

export class GameAudio {
  readonly sounds = new SoundPlayer();
  readonly music = new MusicPlayer();

  /** The panel was expanded: the clips load and the music loop plays if it is switched on. */
  panelOpened(): void {
    this.sounds.preload();
    this.music.setActive(true);
  }

  /** The panel was collapsed: the music stops. */
  panelClosed(): void {
    this.music.setActive(false);
  }

  play(sound: SoundId): void {
    this.sounds.play(sound);
  }

  /** Flips the music switch (heard at once if the panel is open); returns the new setting. */
  toggleMusic(panelOpen: boolean): boolean {
    return this.music.toggle(panelOpen);
  }
}
