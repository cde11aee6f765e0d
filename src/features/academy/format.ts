/** Minutes as '46 min' or '1 h 5 min'. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export function lessonsLabel(count: number): string {
  return `${count} ${count === 1 ? 'lesson' : 'lessons'}`;
}
