/**
 * Where things stand in the scene, in logical units. The scene is designed 340 units high and at least 500 wide;
 * it is scaled to the canvas. A wide canvas gets a longer street (more of the queue in view, with a park behind
 * it); a narrow one (a phone) gets a compact stand and a tighter line, and the extra height goes to the sky above.
 * Pure math, so it is unit-tested without a canvas.
 */

export const DESIGN_HEIGHT = 340;
export const MIN_DESIGN_WIDTH = 500;
/** Below this logical width the stand and the line are drawn compact. */
export const COMPACT_BELOW_WIDTH = 760;
export const QUEUE_END_MARGIN = 40;
/** Tap targets on the canvas are at least this many CSS pixels across (WCAG's 44 px). */
export const MIN_TAP_PX = 44;

export interface SceneLayout {
  /** CSS pixels per logical unit. */
  scale: number;
  /** Logical size of the visible scene. */
  width: number;
  height: number;
  /** The sky above the designed scene when the canvas is taller than the design (0 when height-fitted). */
  top: number;
  compact: boolean;
  /** The ground line customers stand on and the stand's counter top. */
  groundY: number;
  counterY: number;
  stand: { left: number; right: number; top: number };
  spinner: { x: number; y: number; scale: number };
  vendor: { x: number };
  jars: { sugar: { x: number; y: number }; syrup: { x: number; y: number }; cones: { x: number; y: number } };
  /** Where the first customer stands, the room each customer takes, and how large they are drawn. */
  queueStartX: number;
  queueSpacing: number;
  customerScale: number;
  /** How many customers fit in view; the rest are summed up as "+N". */
  visibleSlots: number;
  /** The smallest logical size that is still MIN_TAP_PX on screen. */
  minTap: number;
}

export function computeLayout(cssWidth: number, cssHeight: number): SceneLayout {
  const safeWidth = Math.max(1, cssWidth);
  const safeHeight = Math.max(1, cssHeight);
  let scale = safeHeight / DESIGN_HEIGHT;
  if (safeWidth / scale < MIN_DESIGN_WIDTH) scale = safeWidth / MIN_DESIGN_WIDTH;
  const width = safeWidth / scale;
  const height = safeHeight / scale;
  const top = Math.max(0, height - DESIGN_HEIGHT);
  const compact = width < COMPACT_BELOW_WIDTH;
  const groundY = height - 56;
  const counterY = groundY - 104;
  const left = 14;
  const right = compact ? 296 : 346;
  const queueStartX = right + (compact ? 40 : 56);
  const queueSpacing = compact ? 56 : 84;
  const customerScale = compact ? 1 : 1.15;
  const spinnerX = compact ? 178 : 196;
  // Whole customers only, leaving room at the right edge for the "+N" of those out of view.
  const visibleSlots = Math.max(2, Math.floor((width - queueStartX - QUEUE_END_MARGIN) / queueSpacing) + 1);
  return {
    scale,
    width,
    height,
    top,
    compact,
    groundY,
    counterY,
    stand: { left, right, top: Math.max(top + 20, counterY - 180) },
    spinner: { x: spinnerX, y: counterY - 18, scale: compact ? 0.78 : 1 },
    vendor: { x: compact ? 232 : 268 },
    jars: {
      sugar: { x: left + (compact ? 26 : 36), y: counterY - 4 },
      syrup: { x: left + (compact ? 86 : 96), y: counterY - 4 },
      cones: { x: right - (compact ? 32 : 40), y: counterY - 4 },
    },
    queueStartX,
    queueSpacing,
    customerScale,
    visibleSlots,
    minTap: MIN_TAP_PX / scale,
  };
}

/** The x of the n-th place in the queue (0 is at the counter). */
export function slotX(layout: Pick<SceneLayout, 'queueStartX' | 'queueSpacing'>, index: number): number {
  return layout.queueStartX + index * layout.queueSpacing;
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
