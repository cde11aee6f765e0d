import { createFileRoute, notFound } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { StandNotFound, StandPage } from '@/features/fundraiser/stand-page';
import { StandShop } from '@/features/shop/stand-shop';
import { api } from '@/lib/trpc';
import { standDescription } from '@shared/stand-description';

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
  head: ({ loaderData: stand }) => ({
    meta: stand
      ? [
          { title: `${stand.name} — Fluff Fundraiser stand — Drip Cotton Candy` },
          { name: 'description', content: standDescription(stand) },
          { property: 'og:title', content: `${stand.name} — Fluff Fundraiser` },
          // A kid's page stays out of search engines unless the parent opted in.
          ...(stand.listedInSearch ? [] : [{ name: 'robots', content: 'noindex' }]),
        ]
      : [{ title: 'Stand Not Found — Drip Cotton Candy' }],
  }),
  notFoundComponent: StandNotFound,
  component: StandRoute,
});

function StandRoute() {
  const { slug } = Route.useParams();
  const stand = api.fundraiser.stand.useQuery({ slug });
  if (!stand.data) return null;
  return <StandPage stand={stand.data} shop={<StandShop stand={{ slug: stand.data.slug, name: stand.data.name }} open={!stand.data.closed} />} />;
}
