import type { FastifyInstance } from 'fastify';
import { businessToday } from '@shared/business-date';
import { standSlugSchema } from '@shared/schemas/fundraiser';
import type { Executor } from '../db/client';
import { DomainError } from '../services/domain-error';
import { standSignPdf } from '../services/fundraiser-files/stand-sign';
import { publicStand } from '../services/fundraiser-stands';

type SignOptions = { db: Executor; publicUrl: string; now: () => Date };

/**
 * GET /api/fundraiser/stands/:slug/sign.pdf (the path standSignPath builds): the stand's printable sign with a QR code
 * to its page. Made from what the stand page shows in public, so it names the kid only as that page does.
 */
export async function standSignPlugin(app: FastifyInstance, options: SignOptions) {
  app.get<{ Params: { slug: string } }>('/api/fundraiser/stands/:slug/sign.pdf', async (request, reply) => {
    const slug = standSlugSchema.safeParse(request.params.slug);
    const notFound = () => reply.code(404).send({ error: { message: 'We could not find this stand. Please check the link.' } });
    if (!slug.success) return notFound();
    let stand: Awaited<ReturnType<typeof publicStand>>;
    try {
      stand = await publicStand(options.db, slug.data, businessToday(options.now()));
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'not_found') return notFound();
      throw error;
    }
    const bytes = await standSignPdf({
      name: stand.name,
      groupName: stand.group.name,
      goalCents: stand.goalCents,
      url: `${options.publicUrl}/fluff-fundraiser/stands/${stand.slug}`,
    });
    return (
      reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="fluff-fundraiser-sign-${stand.slug}.pdf"`)
        // The name and goal follow the parent's changes, so no copy is kept.
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
    );
  });
}
