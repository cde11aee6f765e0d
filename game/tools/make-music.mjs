// Writes the game's music loop to public/music/loop.wav: four bars of a cheerful tune (melody, bass and a soft
// shaker) synthesised from scratch, so the project ships its own music (no external host, no licence question).
// The loop is a whole number of beats long, so it repeats without a jump. Run: node game/tools/make-music.mjs
import process from 'node:process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { wavFile } from './wav.mjs';

const RATE = 16000;
const BPM = 128;
const BEAT = 60 / BPM;
const BEATS = 16;
const out = path.resolve(import.meta.dirname, '../../public/music');

const tau = Math.PI * 2;
const hz = (midi) => 440 * 2 ** ((midi - 69) / 12);

// Melody in C major, in eighth notes (null is a rest); the bass plays the chord roots in quarter notes.
const MELODY = [72, 76, 79, 76, 77, 76, 74, null, 71, 74, 77, 74, 76, 74, 72, null, 72, 76, 79, 84, 81, 79, 77, 76, 74, 77, 76, 74, 72, null, 67, null];
const BASS = [48, 48, 55, 55, 43, 43, 50, 50, 45, 45, 52, 52, 41, 43, 48, 48];

function note(t, start, length, f, shape) {
  const local = t - start;
  if (local < 0 || local >= length) return 0;
  const attack = Math.min(1, local / 0.01);
  const release = Math.min(1, (length - local) / 0.04);
  return shape(tau * f * local) * attack * release * Math.exp(-local * 3);
}

const soft = (x) => Math.sin(x) * 0.7 + Math.sin(2 * x) * 0.2 + Math.sin(3 * x) * 0.1;
const round = (x) => Math.sin(x) + 0.3 * Math.sin(2 * x);

const count = Math.round(BEATS * BEAT * RATE);
const samples = new Array(count);
let noise = 12345;
for (let i = 0; i < count; i += 1) {
  const t = i / RATE;
  let value = 0;
  MELODY.forEach((midi, k) => {
    if (midi !== null) value += 0.28 * note(t, (k * BEAT) / 2, BEAT / 2, hz(midi), soft);
  });
  BASS.forEach((midi, k) => {
    value += 0.3 * note(t, k * BEAT, BEAT * 0.9, hz(midi), round);
  });
  // A shaker on the off-beats: short bursts of pseudo-random noise.
  noise = (noise * 1103515245 + 12345) & 0x7fffffff;
  const offBeat = (t / BEAT + 0.5) % 1;
  value += offBeat < 0.08 ? ((noise / 0x7fffffff) * 2 - 1) * 0.05 * (1 - offBeat / 0.08) : 0;
  samples[i] = value * 0.8;
}

mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'loop.wav'), wavFile(samples, RATE));
process.stdout.write(`wrote public/music/loop.wav (${(BEATS * BEAT).toFixed(1)} s, ${Math.round((44 + count * 2) / 1024)} kB)\n`);
