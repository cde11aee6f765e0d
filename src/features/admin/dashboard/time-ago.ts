/** The dashboard's activity times: 'Just now' under an hour, '{n}h ago' under a day, else '{n}d ago'. */
export function timeAgo(then: Date, now: Date): string {
  const hours = Math.floor((now.getTime() - then.getTime()) / 3_600_000);
  if (hours < 1) return 'Just now';
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}
