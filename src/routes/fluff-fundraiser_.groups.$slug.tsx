import { createFileRoute, notFound } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
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
  head: routeHead('/fluff-fundraiser_/groups/$slug'),
  notFoundComponent: GroupNotFound,
  component: GroupRoute,
});

function GroupRoute() {
  const { slug } = Route.useParams();
  const group = api.fundraiser.group.useQuery({ slug });
  if (!group.data) return null;
  return <GroupPage group={group.data} />;
}
