import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/contact/contact-page';
import { pageMeta } from '@shared/schemas/page-heads';

export const Route = createFileRoute('/contact')({
  loader: ({ context }) => Promise.all([context.trpc.content.settings.prefetch(), context.trpc.content.contactFaq.prefetch()]),
  head: () => ({ meta: pageMeta('/contact') }),
  component: ContactPage,
});
