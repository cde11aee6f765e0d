import type { FastifyInstance } from 'fastify';
import { businessToday } from '@shared/business-date';
import { standSlugSchema } from '@shared/schemas/fundraiser';
import type { Executor } from '../db/client';
import { DomainError } from '../services/domain-error';
import { publicStand, STAND_NOT_FOUND } from '../services/fundraiser-stands';
import type { KnownKeys } from '../services/cached-value';

type SignOptions = { db: Executor; standSlugs: KnownKeys; publicUrl: string; now: () => Date };

/**
 * GET /api/fundraiser/stands/:slug/sign.pdf (the path standSignPath builds): the stand's printable sign with a QR code
 * to its page. Made from what the stand page shows in public, so it names the kid only as that page does.
 */
export async function standSignPlugin(app: FastifyInstance, options: SignOptions) {
  /** The stand as its public page shows it, or null for a slug no stand has. */
  async function standOf(rawSlug: string) {
    const slug = standSlugSchema.safeParse(rawSlug);
    if (!slug.success) return null;
    try {
      return await publicStand(options.db, options.standSlugs, slug.data, businessToday(options.now()));
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'not_found') return null;
      throw error;
    }
  }
  const NOT_FOUND = { error: { message: STAND_NOT_FOUND } };

  // GET /api/fundraiser/stands/:slug/preview.png (standPreviewPath): the link-preview card of a stand without an
  // approved photo, made from its public name, group and goal.
  app.get<{ Params: { slug: string } }>('/api/fundraiser/stands/:slug/preview.png', async (request, reply) => {
    const stand = await standOf(request.params.slug);
    if (!stand) return reply.code(404).send(NOT_FOUND);
    // sharp (and libvips) loads with the first card asked for, not with the server.
    const { standCardPng } = await import('../services/fundraiser-files/stand-card');
    const png = await standCardPng({ name: stand.name, groupName: stand.group.name, goalCents: stand.goalCents });
    // The name and goal follow the parent's changes: a copy is checked before each use.
    return reply.header('Content-Type', 'image/png').header('Cache-Control', 'no-cache').send(png);
  });

  app.get<{ Params: { slug: string } }>('/api/fundraiser/stands/:slug/sign.pdf', async (request, reply) => {
    const stand = await standOf(request.params.slug);
    if (!stand) return reply.code(404).send(NOT_FOUND);
    // pdf-lib and qrcode load with the first sign asked for, not with the server.
    const { standSignPdf } = await import('../services/fundraiser-files/stand-sign');
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
