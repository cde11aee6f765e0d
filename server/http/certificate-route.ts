import type { FastifyInstance } from 'fastify';
import { certificateDate } from '@shared/certificate-date';
import { certificatePath, certificateCodeSchema } from '@shared/schemas/course-quiz';
import type { Executor } from '../db/client';
import { CERTIFICATE_NOT_FOUND, verifyCertificate } from '../services/academy-completion';

type CertificateOptions = { db: Executor; publicUrl: string };

/**
 * GET /api/academy/certificates/:code/certificate.pdf (the path certificatePdfPath builds): a course certificate as a
 * one-page PDF for whoever holds its code, showing what the public verification page shows and nothing more.
 */
export async function certificatePlugin(app: FastifyInstance, options: CertificateOptions) {
  app.get<{ Params: { code: string } }>('/api/academy/certificates/:code/certificate.pdf', async (request, reply) => {
    const parsed = certificateCodeSchema.safeParse({ code: request.params.code });
    const certificate = parsed.success ? await verifyCertificate(options.db, parsed.data.code) : null;
    if (!certificate)
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send({ error: { message: CERTIFICATE_NOT_FOUND } });
    // pdf-lib loads with the first certificate asked for, not with the server: most processes never make one.
    const { certificatePdf } = await import('../services/certificate-pdf');
    const bytes = await certificatePdf({
      nameOnCertificate: certificate.nameOnCertificate,
      courseTitle: certificate.courseTitle,
      issuedOn: certificateDate(certificate.issuedAt),
      code: certificate.code,
      verifyUrl: `${options.publicUrl}${certificatePath(certificate.code)}`,
    });
    return (
      reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="certificate-${certificate.code}.pdf"`)
        // It names a person: no shared cache keeps a copy.
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
    );
  });
}
