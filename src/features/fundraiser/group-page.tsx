import { Link } from '@tanstack/react-router';
import { formatCents } from '@shared/money';
import { groupPagePath } from '@shared/fundraiser-paths';
import { Card } from '@/components/ui/card';
import type { RouterOutputs } from '@/lib/api-types';
import { ShareButtons } from './share-buttons';
import { progressPercent } from './stand-page';

export type PublicGroup = RouterOutputs['fundraiser']['group'];

/** A group's page: what its stands raised together toward their goals, and its stands ranked by points. */
export function GroupPage({ group }: { group: PublicGroup }) {
  const percent = progressPercent(group.raisedCents, group.goalCents);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 md:py-14">
      <nav aria-label="Breadcrumb" className="text-sm text-ink/70">
        <Link to="/fluff-fundraiser" className="font-bold text-candy-purple-dark underline underline-offset-2">
          Fluff Fundraiser
        </Link>{' '}
        / Group
      </nav>
      <header className="mt-4">
        <p className="text-sm font-bold tracking-wide text-candy-pink-dark uppercase">{group.typeLabel}</p>
        <h1 className="font-display mt-1 text-4xl font-extrabold break-words md:text-5xl" data-testid="group-name">
          {group.name}
        </h1>
        <p className="mt-2 text-lg text-ink/80">{group.city}</p>
      </header>

      <div className="mt-8 grid items-start gap-6 md:grid-cols-[1fr_20rem]">
        <Card className="space-y-3">
          <p className="text-3xl font-extrabold text-candy-pink-dark" data-testid="group-raised">
            {formatCents(group.raisedCents)} raised
          </p>
          <p className="text-ink/70">
            of {formatCents(group.goalCents)}, the goals of its {group.stands.length === 1 ? 'stand' : `${group.stands.length} stands`} together
          </p>
          <div
            role="progressbar"
            aria-label="Raised toward the group's goal"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-4 overflow-hidden rounded-full bg-candy-purple/15"
          >
            <div className="h-full rounded-full bg-gradient-to-r from-candy-pink to-candy-purple" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-sm text-ink/70">Counted from paid and completed orders only.</p>
        </Card>
        <Card>
          <ShareButtons
            path={groupPagePath(group.slug)}
            subject={`${group.name} — Fluff Fundraiser`}
            text={`Support the ${group.name} Fluff Fundraiser stands!`}
          />
        </Card>
      </div>

      <section aria-labelledby="group-stands-title" className="mt-10">
        <h2 id="group-stands-title" className="text-2xl font-extrabold">
          Stands and leaderboard
        </h2>
        {group.stands.length === 0 ? (
          <p className="mt-2 text-ink/70">No stands yet.</p>
        ) : (
          <div className="mt-4 overflow-x-auto rounded-3xl border border-candy-purple/15 bg-white shadow-sm">
            <table className="w-full text-left text-sm" data-testid="group-stands">
              <thead className="bg-candy-purple/10 text-xs tracking-wide uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Rank
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Stand
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    Points
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    Raised
                  </th>
                </tr>
              </thead>
              <tbody>
                {group.stands.map((stand) => (
                  <tr key={stand.slug} className="border-t border-candy-purple/10">
                    <td className="px-4 py-3 font-bold">#{stand.rank}</td>
                    <td className="px-4 py-3">
                      <Link to="/fluff-fundraiser/stands/$slug" params={{ slug: stand.slug }} className="font-bold text-candy-purple-dark underline">
                        {stand.name}
                      </Link>
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">{stand.totalPoints.toLocaleString('en-US')}</td>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {formatCents(stand.raisedCents)} <span className="text-ink/60">of {formatCents(stand.goalCents)}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

export function GroupNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-extrabold">Group not found</h1>
      <p className="mt-2 text-ink/70">We could not find this group. Please check the link, or visit the Fluff Fundraiser.</p>
      <Link to="/fluff-fundraiser" className="mt-6 inline-block font-bold text-candy-purple-dark underline">
        Go to the Fluff Fundraiser
      </Link>
    </div>
  );
}
