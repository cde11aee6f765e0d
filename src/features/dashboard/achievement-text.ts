import { countOf } from '@/lib/format';

type Requirement = 'coins' | 'score' | 'customers' | 'happy';

// Each requirement's noun in the singular and the plural, and its verb.
const NOUNS: Record<Requirement, [string, string]> = {
  coins: ['coin', 'coins'],
  score: ['point', 'points'],
  customers: ['customer', 'customers'],
  happy: ['happy customer', 'happy customers'],
};
const VERBS: Record<Requirement, string> = { coins: 'earn', score: 'score', customers: 'serve', happy: 'serve' };

/** What an achievement still ahead is missing: '1 more customer to go (serve 25 customers in total)'. */
export function achievementToGo(requirement: Requirement, missing: number, required: number): string {
  const [singular, plural] = NOUNS[requirement];
  return `${missing.toLocaleString('en-US')} more ${missing === 1 ? singular : plural} to go (${VERBS[requirement]} ${countOf(required, singular, plural)} in total)`;
}
