import { createFileRoute } from '@tanstack/react-router';
import { ContactPage, loadContactSections } from '@/features/contact/contact-page';
import { pageMeta } from '@shared/schemas/page-heads';

export const Route = createFileRoute('/contact')({
  loader: ({ context }) => Promise.all([context.trpc.content.settings.prefetch(), context.trpc.content.contactFaq.prefetch(), loadContactSections()]),
  head: () => ({ meta: pageMeta('/contact') }),
  component: ContactPage,
});
