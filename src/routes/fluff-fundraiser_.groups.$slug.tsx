import { createFileRoute, notFound } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { GroupNotFound, GroupPage } from '@/features/fundraiser/group-page';
import { api } from '@/lib/trpc';

export const Route = createFileRoute('/fluff-fundraiser_/groups/$slug')({
  loader: async ({ context, params }) => {
    try {
      return await context.trpc.fundraiser.group.ensureData({ slug: params.slug });
    } catch (error) {
      const code = error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;
      if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') throw notFound();
      throw error;
    }
  },
  head: ({ loaderData: group }) => ({
    meta: group
      ? [
          { title: `${group.name} — Fluff Fundraiser group — Drip Cotton Candy` },
          { name: 'description', content: `The Fluff Fundraiser stands raising money for ${group.name} in ${group.city}.` },
          // A group page lists kids' stands: kept out of search engines like the stand pages themselves.
          { name: 'robots', content: 'noindex' },
        ]
      : [{ title: 'Group Not Found — Drip Cotton Candy' }],
  }),
  notFoundComponent: GroupNotFound,
  component: GroupRoute,
});

function GroupRoute() {
  const { slug } = Route.useParams();
  const group = api.fundraiser.group.useQuery({ slug });
  if (!group.data) return null;
  return <GroupPage group={group.data} />;
}
