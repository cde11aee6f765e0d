import type { FastifyInstance } from 'fastify';
import { standSlugSchema } from '@shared/schemas/fundraiser';
import type { Database } from '../db/client';
import { DomainError } from '../services/domain-error';
import { ownStandId, STAND_CHANGES_TOPIC } from '../services/fundraiser-stands';
import type { InvalidationBus } from '../services/invalidation-bus';
import { consumeRateLimit, STAND_PHOTO_PER_MEMBER } from '../services/rate-limit';
import { setStandPhoto } from '../services/stand-media';
import type { ImageStorage } from '../services/storage';
import type { AppDeps } from '../trpc/context';
import { receiveImage, refuse, registerMultipart, sessionUserOf } from './upload-route';

const NOT_YOURS = 'This stand is not one you manage.';

type StandPhotoDeps = AppDeps & { storage: ImageStorage; bus: InvalidationBus; db: Database };

/**
 * The parent's photo upload: the signed-in member who manages the stand sends one image, which is checked and
 * re-encoded exactly as the back office's uploads are, stored, and set as the stand's photo waiting for staff review.
 */
export async function registerStandPhotoUpload(app: FastifyInstance, deps: StandPhotoDeps): Promise<void> {
  await app.register(async (scope) => {
    await registerMultipart(scope);

    // The path standPhotoUploadPath (shared) builds.
    scope.post<{ Params: { slug: string } }>('/api/fundraiser/stands/:slug/photo', async (request, reply) => {
      const user = await sessionUserOf(deps, request, reply);
      if (!user) return refuse(reply, 401, 'Please sign in to continue.');
      const slug = standSlugSchema.safeParse(request.params.slug);
      if (!slug.success) return refuse(reply, 404, NOT_YOURS);
      // Checked before the file is read, so someone else's stand costs no decoding.
      try {
        await ownStandId(deps.db, user.email, slug.data);
      } catch (error) {
        if (error instanceof DomainError) return refuse(reply, 404, NOT_YOURS);
        throw error;
      }

      // Counted per member once the stand is theirs, before any decoding.
      const limit = await consumeRateLimit(deps.db, STAND_PHOTO_PER_MEMBER, user.id, (deps.now ?? (() => new Date()))());
      if (!limit.allowed) {
        const minutes = Math.max(1, Math.ceil(limit.retryAfterMs / 60_000));
        return refuse(reply, 429, `Too many photos in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
      }
      const received = await receiveImage(scope, deps.storage, request);
      if ('message' in received) return refuse(reply, received.status, received.message);
      const { image, names } = received.stored;
      try {
        const saved = await setStandPhoto(deps.db, user.email, slug.data, image.url);
        // A replaced photo leaves the public page until staff approve the new one.
        await deps.bus.publish(STAND_CHANGES_TOPIC);
        return reply.code(201).send(saved);
      } catch (error) {
        // No stored file without the stand that shows it.
        await Promise.all(names.map((name) => deps.storage.delete(name).catch(() => undefined)));
        if (error instanceof DomainError && error.kind === 'not_found') return refuse(reply, 404, error.message);
        throw error;
      }
    });
  });
}
