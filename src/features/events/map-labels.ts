import type { Point } from './map-projection';

export type Box = { left: number; top: number; right: number; bottom: number };
export type LabelSpec = { x: number; y: number; text: string; fontSize: number };

/** Where a pin drawn with its tip at `tip` covers the map: a square of `size` turned 45°, standing on its tip. */
export function pinBox(tip: Point, size: number): Box {
  const half = size * 0.75;
  return { left: tip.x - half, right: tip.x + half, top: tip.y - size * 1.3, bottom: tip.y + size * 0.25 };
}

/** The box of a text centred on x with its baseline on y (an average glyph is about 0.6 of the font size wide). */
export function labelBox(label: LabelSpec, at: Point = label): Box {
  const half = (label.text.length * label.fontSize * 0.6) / 2 + 3;
  return { left: at.x - half, right: at.x + half, top: at.y - label.fontSize * 0.85, bottom: at.y + label.fontSize * 0.3 };
}

export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Place names stay readable next to the pins: a name a pin would cover moves just below or above its place, or to
 * one side; when every spot near it is covered the name is left out, because a pin (what a visitor clicks) wins
 * over a neighbourhood name. Deterministic, so the map looks the same on every visit.
 */
export function placeLabels(labels: readonly LabelSpec[], pins: readonly Point[], pinSize: number): (Point | null)[] {
  const pinBoxes = pins.map((pin) => pinBox(pin, pinSize));
  return labels.map((label) => {
    const line = label.fontSize * 1.3;
    const width = label.text.length * label.fontSize * 0.6;
    const candidates: Point[] = [
      { x: label.x, y: label.y },
      { x: label.x, y: label.y + line },
      { x: label.x, y: label.y - line },
      { x: label.x + width * 0.7, y: label.y },
      { x: label.x - width * 0.7, y: label.y },
      { x: label.x, y: label.y + 2 * line },
      { x: label.x, y: label.y - 2 * line },
    ];
    return candidates.find((at) => pinBoxes.every((box) => !overlaps(labelBox(label, at), box))) ?? null;
  });
}
