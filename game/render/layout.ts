/**
 * Where things stand in the scene, in logical units. The scene is designed 400 units high and at least 560 wide;
 * it is scaled to the canvas, and a wide canvas gets a longer street (more of the queue in view). Pure math, so it
 * is unit-tested without a canvas.
 */

export const DESIGN_HEIGHT = 400;
export const MIN_DESIGN_WIDTH = 560;
export const QUEUE_START_X = 400;
export const QUEUE_SPACING = 78;
export const QUEUE_END_MARGIN = 36;

export interface SceneLayout {
  /** CSS pixels per logical unit. */
  scale: number;
  /** Logical size of the visible scene. */
  width: number;
  height: number;
  /** The ground line customers stand on and the stand's counter top. */
  groundY: number;
  counterY: number;
  spinner: { x: number; y: number };
  jars: { sugar: { x: number; y: number }; syrup: { x: number; y: number }; cones: { x: number; y: number } };
  /** How many customers fit in view; the rest are summed up as "+N". */
  visibleSlots: number;
}

export function computeLayout(cssWidth: number, cssHeight: number): SceneLayout {
  const safeWidth = Math.max(1, cssWidth);
  const safeHeight = Math.max(1, cssHeight);
  let scale = safeHeight / DESIGN_HEIGHT;
  if (safeWidth / scale < MIN_DESIGN_WIDTH) scale = safeWidth / MIN_DESIGN_WIDTH;
  const width = safeWidth / scale;
  const height = safeHeight / scale;
  const groundY = height - 60;
  const counterY = groundY - 110;
  // Whole customers only, leaving room at the right edge for the "+N" of those out of view.
  const visibleSlots = Math.max(2, Math.floor((width - QUEUE_START_X - QUEUE_END_MARGIN) / QUEUE_SPACING));
  return {
    scale,
    width,
    height,
    groundY,
    counterY,
    spinner: { x: 190, y: counterY - 18 },
    jars: {
      sugar: { x: 56, y: counterY - 4 },
      syrup: { x: 110, y: counterY - 4 },
      cones: { x: 306, y: counterY - 4 },
    },
    visibleSlots,
  };
}

/** The x of the n-th place in the queue (0 is at the counter). */
export function slotX(index: number): number {
  return QUEUE_START_X + index * QUEUE_SPACING;
}

/** Frame-rate independent approach of `current` to `target` (exponential smoothing with a time constant). */
export function approach(current: number, target: number, deltaMs: number, timeConstantMs = 120): number {
  const factor = 1 - Math.exp(-Math.max(0, deltaMs) / timeConstantMs);
  return current + (target - current) * factor;
}

export function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

export function easeOut(t: number): number {
  return 1 - (1 - t) ** 3;
}

/** The radius of the cotton-candy cloud for a spin fraction 0..1: it grows fast, then fluffs out. */
export function candyRadius(fraction: number): number {
  const f = Math.min(1, Math.max(0, fraction));
  return 8 + 50 * Math.sqrt(f);
}
