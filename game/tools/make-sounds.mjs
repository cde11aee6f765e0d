// Writes the game's four sound clips to public/sounds as small mono WAV files, synthesised from scratch so the
// project ships its own sounds (no external host, no licence question). Run: node game/tools/make-sounds.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { wavFile } from './wav.mjs';

const RATE = 22050;
const out = path.resolve(import.meta.dirname, '../../public/sounds');

const wav = (samples) => wavFile(samples, RATE);

/** Renders `seconds` of sound from f(t, progress) with a short fade in and out against clicks. */
function render(seconds, f) {
  const count = Math.round(seconds * RATE);
  const samples = new Array(count);
  for (let i = 0; i < count; i += 1) {
    const t = i / RATE;
    const edge = Math.min(1, i / 60, (count - i) / 120);
    samples[i] = f(t, i / count) * edge;
  }
  return samples;
}

const tau = Math.PI * 2;

// A rising motor whirr with a wobble, for the spinner starting.
let phase = 0;
const spin = render(0.6, (t, p) => {
  phase += (tau * (160 + 260 * p)) / RATE;
  const tone = Math.sin(phase) * 0.6 + Math.sin(phase * 2) * 0.25 + Math.sin(phase * 3) * 0.1;
  return tone * (0.5 + 0.2 * Math.sin(tau * 18 * t)) * (1 - p * 0.6) * 0.7;
});

// A soft "plop" falling in pitch, for an ingredient dropped into the spinner.
let dropPhase = 0;
const drop = render(0.18, (t, p) => {
  dropPhase += (tau * (900 - 650 * p)) / RATE;
  return Math.sin(dropPhase) * Math.exp(-t * 22) * 0.8;
});

// A two-note chime, for handing the candy over.
const serve = render(0.4, (t) => {
  const note = t < 0.12 ? 659.25 : 987.77;
  const start = t < 0.12 ? 0 : 0.12;
  const local = t - start;
  const bell = Math.sin(tau * note * local) + 0.35 * Math.sin(tau * note * 2 * local);
  return bell * Math.exp(-local * 9) * 0.5;
});

// The classic two-step coin, square-ish and bright.
const coin = render(0.32, (t) => {
  const note = t < 0.07 ? 987.77 : 1318.51;
  const square = Math.sign(Math.sin(tau * note * t)) * 0.5 + Math.sin(tau * note * t) * 0.3;
  return square * (t < 0.07 ? 0.45 : 0.45 * Math.exp(-(t - 0.07) * 10));
});

for (const [name, samples] of Object.entries({ spin, drop, serve, coin })) {
  writeFileSync(path.join(out, `${name}.wav`), wav(samples));
}
