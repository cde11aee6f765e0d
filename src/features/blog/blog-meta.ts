// Labels and colours of the blog's categories; no imports so route options may use it.
export const BLOG_CATEGORY_LABELS: Record<string, { label: string; className: string }> = {
  events: { label: 'Events', className: 'bg-candy-blue/20 text-candy-blue-dark' },
  'featured-kids': { label: 'Featured Kids', className: 'bg-candy-purple/20 text-candy-purple-dark' },
  'cotton-candy': { label: 'Cotton Candy', className: 'bg-candy-pink/20 text-candy-pink-dark' },
};
import { businessToday } from '@shared/business-date';
import { longDayWords } from '@shared/calendar-words';

/** Publication dates are shown in the shop's own time zone (Atlanta): 'February 15, 2024'. */
export function formatPostDate(date: Date): string {
  return longDayWords(businessToday(date));
}
