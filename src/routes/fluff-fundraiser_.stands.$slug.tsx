import { createFileRoute, notFound } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { TRPCClientError } from '@trpc/client';
import { StandNotFound, StandPage } from '@/features/fundraiser/stand-page';
import { StandShop } from '@/features/shop/stand-shop';
import { api } from '@/lib/trpc';

export const Route = createFileRoute('/fluff-fundraiser_/stands/$slug')({
  loader: async ({ context, params }) => {
    try {
      return await context.trpc.fundraiser.stand.ensureData({ slug: params.slug });
    } catch (error) {
      const code = error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;
      if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') throw notFound();
      throw error;
    }
  },
  head: routeHead('/fluff-fundraiser_/stands/$slug'),
  notFoundComponent: StandNotFound,
  component: StandRoute,
});

function StandRoute() {
  const { slug } = Route.useParams();
  const stand = api.fundraiser.stand.useQuery({ slug });
  if (!stand.data) return null;
  return <StandPage stand={stand.data} shop={<StandShop stand={{ slug: stand.data.slug, name: stand.data.name }} open={!stand.data.closed} />} />;
}
