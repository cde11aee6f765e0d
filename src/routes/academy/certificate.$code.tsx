import { createFileRoute } from '@tanstack/react-router';
import { CertificatePage } from '@/features/academy/certificate-page';

export const Route = createFileRoute('/academy/certificate/$code')({
  head: ({ params }) => ({
    meta: [
      { title: `Certificate ${params.code.toUpperCase()} — Business Academy — Drip Cotton Candy` },
      { name: 'description', content: 'Check a Drip Cotton Candy Business Academy certificate by its code.' },
      // It names a person: kept out of search engines.
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: CertificateRoute,
});

function CertificateRoute() {
  const { code } = Route.useParams();
  return <CertificatePage code={code} />;
}
