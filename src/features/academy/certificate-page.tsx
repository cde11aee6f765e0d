import { Link } from '@tanstack/react-router';
import { AwardIcon, DownloadIcon, SearchXIcon } from 'lucide-react';
import { certificateDate } from '@shared/certificate-date';
import { certificatePdfPath } from '@shared/schemas/course-quiz';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { api, errorCodeOf } from '@/lib/trpc';

/** The public check of a course certificate by its code: the name as given, the course and the date, nothing else. */
export function CertificatePage({ code }: { code: string }) {
  const certificate = api.academy.certificate.useQuery({ code }, { retry: false });
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <Link to="/academy" className="text-sm font-bold text-candy-purple-dark hover:underline">
        ← Business Academy
      </Link>
      {certificate.isPending ? (
        <Card className="mt-4 h-64 animate-pulse bg-candy-purple/5" aria-label="Checking the certificate" />
      ) : certificate.isError ? (
        errorCodeOf(certificate.error) === 'NOT_FOUND' ? (
          <Card className="mt-4 p-8 text-center" data-testid="certificate-not-found">
            <SearchXIcon className="mx-auto size-10 text-ink/50" aria-hidden="true" />
            <h1 className="mt-3 text-2xl font-extrabold">No certificate with this code</h1>
            <p className="mt-2 text-ink/75">Please check the code: it is printed at the bottom of the certificate and starts with ACAD-.</p>
          </Card>
        ) : (
          <LoadError className="mt-4" what="this certificate" onRetry={() => certificate.refetch()} />
        )
      ) : (
        <Card className="mt-4 border-2 border-candy-purple/30 p-8 text-center" data-testid="verified-certificate">
          <AwardIcon className="mx-auto size-12 text-candy-purple-dark" aria-hidden="true" />
          <p className="mt-3 text-sm font-bold tracking-wide text-emerald-700 uppercase">Verified certificate</p>
          <h1 className="mt-2 text-3xl font-extrabold">{certificate.data.nameOnCertificate}</h1>
          <p className="mt-3 text-lg text-ink/80">
            completed the Business Academy course <span className="font-bold text-candy-pink-dark">{certificate.data.courseTitle}</span> on{' '}
            {certificateDate(certificate.data.issuedAt)}.
          </p>
          <p className="mt-4 font-mono text-sm text-ink/70">{certificate.data.code}</p>
          <Button asChild variant="outline" className="mt-6">
            <a href={certificatePdfPath(certificate.data.code)} target="_blank" rel="noopener">
              <DownloadIcon aria-hidden="true" />
              Certificate (PDF)
            </a>
          </Button>
        </Card>
      )}
    </div>
  );
}
