/** The carousel's position after moving `delta` slides, wrapping around at both ends. */
export function wrapIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** Instagram alt text: the caption cut at 50 characters, as in the earlier site. */
export const ALT_TEXT_MAX = 50;
export function instagramAlt(caption: string): string {
  return Array.from(caption).slice(0, ALT_TEXT_MAX).join('');
}
