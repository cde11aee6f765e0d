import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { ContactPage, loadContactSections } from '@/features/contact/contact-page';

export const Route = createFileRoute('/contact')({
  loader: ({ context }) => Promise.all([context.trpc.content.settings.prefetch(), context.trpc.content.contactFaq.prefetch(), loadContactSections()]),
  head: routeHead('/contact'),
  component: ContactPage,
});
