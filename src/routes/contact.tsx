import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/contact/contact-page';

export const Route = createFileRoute('/contact')({
  loader: ({ context }) => Promise.all([context.trpc.content.settings.ensureData(), context.trpc.content.contactFaq.ensureData()]),
  head: () => ({
    meta: [
      { title: 'Contact — Drip Cotton Candy' },
      {
        name: 'description',
        content: 'Call, email or send a message to Drip Cotton Candy in Atlanta about orders, private events or Featured Kids. We reply within 24 hours.',
      },
    ],
  }),
  component: ContactPage,
});
