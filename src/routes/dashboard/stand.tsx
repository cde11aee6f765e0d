import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { MyStandPage } from '@/features/dashboard/my-stand-page';
import { StandEventsEditor } from '@/features/fundraiser/stand-events-editor';
import { businessToday } from '@shared/business-date';

export const Route = createFileRoute('/dashboard/stand')({
  loader: ({ context }) => context.trpc.fundraiser.myStands.ensureData(),
  head: routeHead('/dashboard/stand'),
  component: MyStandRoute,
});

// The member area's page composed with the fundraiser's stand-day editor (the map lives with the fundraiser).
function MyStandRoute() {
  return <MyStandPage standDays={(stand) => <StandEventsEditor slug={stand.slug} events={stand.events} today={businessToday(new Date())} />} />;
}
