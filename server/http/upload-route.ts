import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, setSessionCookie } from '../auth/cookie';
import { validateSessionToken } from '../auth/session';
import { recordAudit } from '../services/audit';
import {
  IMAGE_SIZE_MESSAGE,
  MAX_UPLOAD_BYTES,
  NOT_AN_IMAGE_MESSAGE,
  storeUploadedImage,
  UploadRejectedError,
} from '../services/image-upload';
import { LocalFolderStorage, type ImageStorage } from '../services/storage';
import type { AppDeps } from '../trpc/context';

/** The back office's image upload: a multipart POST with one file field. Under /api, so the Origin check applies. */
export const IMAGE_UPLOAD_PATH = '/api/admin/uploads/image';

type UploadDeps = AppDeps & { storage?: ImageStorage };

function refuse(reply: FastifyReply, statusCode: number, message: string) {
  return reply.code(statusCode).send({ error: { message } });
}

/** The signed-in admin behind the request's session cookie, checked the same way the tRPC context does. */
async function adminOf(deps: UploadDeps, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return { status: 401 as const };
  const validation = await validateSessionToken(deps.db, token, (deps.now ?? (() => new Date()))());
  if (!validation) return { status: 401 as const };
  if (validation.refreshed) setSessionCookie(reply, token, validation.session, deps.config.publicUrl.startsWith('https://'));
  if (!validation.user.roles.includes('admin')) return { status: 403 as const };
  return { status: 200 as const, user: validation.user };
}

export async function registerImageUpload(app: FastifyInstance, deps: UploadDeps): Promise<void> {
  const storage = deps.storage ?? new LocalFolderStorage(deps.config.uploadDir);
  // Registered in its own scope, so the multipart parser exists for this route only.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
      throwFileSizeLimit: true,
    });

    scope.post(IMAGE_UPLOAD_PATH, async (request, reply) => {
      const auth = await adminOf(deps, request, reply);
      if (auth.status === 401) return refuse(reply, 401, 'Please sign in to continue.');
      if (auth.status === 403) return refuse(reply, 403, 'Access denied. Admin privileges required.');
      if (!request.isMultipart()) return refuse(reply, 415, NOT_AN_IMAGE_MESSAGE);

      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file) return refuse(reply, 400, NOT_AN_IMAGE_MESSAGE);
        bytes = await file.toBuffer();
      } catch (error) {
        if (error instanceof scope.multipartErrors.RequestFileTooLargeError) return refuse(reply, 413, IMAGE_SIZE_MESSAGE);
        if (error instanceof scope.multipartErrors.FilesLimitError || error instanceof scope.multipartErrors.PartsLimitError) {
          return refuse(reply, 400, 'Please upload one image at a time.');
        }
        if (error instanceof scope.multipartErrors.InvalidMultipartContentTypeError) return refuse(reply, 415, NOT_AN_IMAGE_MESSAGE);
        throw error;
      }

      let stored: Awaited<ReturnType<typeof storeUploadedImage>>;
      try {
        stored = await storeUploadedImage(storage, bytes);
      } catch (error) {
        if (error instanceof UploadRejectedError) return refuse(reply, error.statusCode, error.message);
        throw error;
      }
      const { image, names } = stored;
      try {
        await recordAudit(deps.db, auth.user, 'upload', 'image', image.url, { width: image.width, height: image.height });
      } catch (error) {
        // No file without its log row: the upload fails as a whole.
        await Promise.all(names.map((name) => storage.delete(name).catch(() => undefined)));
        throw error;
      }
      return reply.code(201).send(image);
    });
  });
}
