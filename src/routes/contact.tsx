import { createFileRoute } from '@tanstack/react-router';

// Route registered by the foundation so links type-check; the page itself is built by its feature work.
export const Route = createFileRoute('/contact')({
  head: () => ({ meta: [{ title: 'Contact — Drip Cotton Candy' }] }),
  component: () => (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-extrabold">Contact</h1>
    </section>
  ),
});
