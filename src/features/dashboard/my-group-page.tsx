import { Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/card';
import { formatCents } from '@shared/money';
import { api } from '@/lib/trpc';
import type { RouterOutputs } from '@/lib/api-types';
import { MemberHeader } from './member-header';

type OrganizedGroup = RouterOutputs['fundraiser']['myGroups'][number];

const REVIEW_WORDS: Record<OrganizedGroup['stands'][number]['storyStatus'], string> = {
  none: 'not added',
  pending: 'waiting for review',
  approved: 'public',
  rejected: 'not approved',
};

/**
 * The organizer's page (a teacher, coach or leader named at registration): each group they organize with its stands,
 * what each raised toward its goal, its orders, points and days ahead, and whether its story and photo are public.
 */
export function MyGroupPage() {
  const [groups] = api.fundraiser.myGroups.useSuspenseQuery();
  return (
    <div className="min-h-svh bg-cream">
      <MemberHeader />
      <main id="main" className="mx-auto max-w-5xl px-4 py-8">
        <h1 className="text-3xl font-extrabold sm:text-4xl">My Group</h1>
        {groups.length === 0 ? (
          <Card className="mt-6">
            <p className="font-bold">You do not organize a Fluff Fundraiser group with this account.</p>
            <p className="mt-2 text-ink/75">
              A group's organizer is the email address a parent gives as the group's contact when registering a kid. Signed up with another address? Sign in
              with that one.
            </p>
          </Card>
        ) : (
          groups.map((group) => <GroupCard key={group.name + group.city} group={group} />)
        )}
      </main>
    </div>
  );
}

function GroupCard({ group }: { group: OrganizedGroup }) {
  return (
    <Card className="mt-6 space-y-4" data-testid="organized-group">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <p className="text-sm font-bold tracking-wide text-candy-pink-dark uppercase">
            {group.typeLabel} · {group.city}
          </p>
          <h2 className="text-2xl font-extrabold break-words">{group.name}</h2>
        </div>
        {group.path ? (
          <a href={group.path} className="font-bold text-candy-purple-dark underline">
            Public group page
          </a>
        ) : null}
      </div>
      <p className="text-lg">
        <span className="font-extrabold text-candy-pink-dark" data-testid="organized-group-raised">
          {formatCents(group.raisedCents)} raised
        </span>{' '}
        <span className="text-ink/70">of {formatCents(group.goalCents)}, counted from paid and completed orders</span>
      </p>
      {group.stands.length === 0 ? (
        <p className="text-ink/70">No stands yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-candy-purple/15">
          <table className="w-full text-left text-sm" data-testid="organized-stands">
            <caption className="sr-only">Stands of {group.name}</caption>
            <thead className="bg-candy-purple/10 text-xs tracking-wide uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Stand
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Raised
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Orders
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Points
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Days ahead
                </th>
                <th scope="col" className="px-3 py-2">
                  Story / photo
                </th>
              </tr>
            </thead>
            <tbody>
              {group.stands.map((stand) => (
                <tr key={stand.slug} className="border-t border-candy-purple/10">
                  <td className="px-3 py-2">
                    <Link to="/fluff-fundraiser/stands/$slug" params={{ slug: stand.slug }} className="font-bold text-candy-purple-dark underline">
                      {stand.name}
                    </Link>
                  </td>
                  <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                    {formatCents(stand.raisedCents)} <span className="text-ink/60">of {formatCents(stand.goalCents)}</span>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{stand.orderCount}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{stand.totalPoints.toLocaleString('en-US')}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{stand.daysAhead}</td>
                  <td className="px-3 py-2 text-ink/80">
                    Story {REVIEW_WORDS[stand.storyStatus]}; photo {REVIEW_WORDS[stand.photoStatus]}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
