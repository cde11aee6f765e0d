// On a phone the map is too small to show each stand of a metro area apart: pins a finger cannot tell apart are drawn
// as one pin with their count, at their middle, instead of being pushed outward (which put an Atlanta-area stand in
// north Florida). Each stand stays within `gap` of where it is.

type Point = { x: number; y: number };

export type PinGroup<T> = { key: string; at: Point; members: T[] };

/** Groups the pins whose places lie within `gap` (map units) of a group's first pin, in the pins' order. */
export function groupPins<T extends { id: string }>(pins: T[], place: (pin: T) => Point, gap: number): PinGroup<T>[] {
  const groups: { first: Point; members: T[]; points: Point[] }[] = [];
  for (const pin of pins) {
    const point = place(pin);
    const near = groups.find((group) => Math.hypot(group.first.x - point.x, group.first.y - point.y) < gap);
    if (near) {
      near.members.push(pin);
      near.points.push(point);
    } else groups.push({ first: point, members: [pin], points: [point] });
  }
  return groups.map((group) => ({
    key: group.members.map((m) => m.id).join('+'),
    at: {
      x: group.points.reduce((sum, p) => sum + p.x, 0) / group.points.length,
      y: group.points.reduce((sum, p) => sum + p.y, 0) / group.points.length,
    },
    members: group.members,
  }));
}
