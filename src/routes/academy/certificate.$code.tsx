import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { CertificatePage } from '@/features/academy/certificate-page';

export const Route = createFileRoute('/academy/certificate/$code')({
  head: routeHead('/academy/certificate/$code'),
  component: CertificateRoute,
});

function CertificateRoute() {
  const { code } = Route.useParams();
  return <CertificatePage code={code} />;
}
