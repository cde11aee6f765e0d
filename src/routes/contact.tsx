import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/contact/contact-page';
import { pageMeta } from '../../server/schemas/page-heads';

export const Route = createFileRoute('/contact')({
  loader: ({ context }) => Promise.all([context.trpc.content.settings.ensureData(), context.trpc.content.contactFaq.ensureData()]),
  head: () => ({ meta: pageMeta('/contact') }),
  component: ContactPage,
});
