import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { markSignedIn, sessionTokenOf, setSessionCookie } from '../auth/cookie';
import { validateSessionToken } from '../auth/session';
import { recordAudit } from '../services/audit';
import { IMAGE_SIZE_MESSAGE, MAX_UPLOAD_BYTES, NOT_AN_IMAGE_MESSAGE, storeUploadedImage, UploadRejectedError } from '../services/image-upload';
import type { ImageStorage } from '../services/storage';
import type { AppDeps } from '../trpc/context';
import { z } from 'zod';
import { IMAGE_URL_MAX } from '../../shared/schemas/image-url';
import { BAD_ADDRESS_MESSAGE, fetchRemoteImage, internetImageFetcher } from '../services/remote-image';

/** The back office's image upload: a multipart POST with one file field. Under /api, so the Origin check applies. */
export const IMAGE_UPLOAD_PATH = '/api/admin/uploads/image';
/** The one form field the upload reads; the back office's FormData sends the image under this name. */
export const IMAGE_FIELD = 'file';
/** The back office's "image address": a JSON POST { url } that the server fetches once and stores like an upload. */
export const IMAGE_ADDRESS_PATH = '/api/admin/uploads/image-address';
const imageAddressBody = z.object({ url: z.string().trim().min(1, BAD_ADDRESS_MESSAGE).max(IMAGE_URL_MAX, 'Image address is too long') });

export const ONE_IMAGE_MESSAGE = 'Please upload one image at a time.';
export const ONLY_AN_IMAGE_MESSAGE = 'The upload takes one image and nothing else.';
export const WRONG_FIELD_MESSAGE = `The image must be sent in the form field named "${IMAGE_FIELD}".`;

/** Busboy stops reading past these: room to see (and name) the first extra part, nothing more. */
const MULTIPART_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 1, parts: 2 };

type UploadDeps = AppDeps & { storage: ImageStorage };

/**
 * The image's bytes when the body is exactly one file part named "file", or the reason it is refused. Every part is
 * looked at: a second file, a text field or a misnamed part refuses the whole request rather than being dropped.
 */
async function readSingleImage(request: FastifyRequest): Promise<{ bytes: Buffer } | { status: 400; message: string }> {
  let bytes: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type !== 'file') return { status: 400, message: ONLY_AN_IMAGE_MESSAGE };
    if (bytes !== null) return { status: 400, message: ONE_IMAGE_MESSAGE };
    if (part.fieldname !== IMAGE_FIELD) return { status: 400, message: WRONG_FIELD_MESSAGE };
    bytes = await part.toBuffer();
  }
  if (bytes === null) return { status: 400, message: NOT_AN_IMAGE_MESSAGE };
  return { bytes };
}

export function refuse(reply: FastifyReply, statusCode: number, message: string) {
  return reply.code(statusCode).send({ error: { message } });
}

/** The signed-in person behind the request's session cookie, checked the same way the tRPC context does. */
export async function sessionUserOf(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  const token = sessionTokenOf(request);
  if (!token) return null;
  const validation = await validateSessionToken(deps.db, token, (deps.now ?? (() => new Date()))());
  if (!validation) return null;
  markSignedIn(request);
  if (validation.refreshed) setSessionCookie(reply, token, validation.session, deps.config.publicUrl.startsWith('https://'));
  return validation.user;
}

/** The signed-in admin behind the request's session cookie. */
async function adminOf(deps: UploadDeps, request: FastifyRequest, reply: FastifyReply) {
  const user = await sessionUserOf(deps, request, reply);
  if (!user) return { status: 401 as const };
  if (!user.roles.includes('admin')) return { status: 403 as const };
  return { status: 200 as const, user };
}

/**
 * Reads the one image of a multipart request and re-encodes it (storeUploadedImage), or says why it is refused with
 * the status and message for the person uploading. `scope` is the Fastify scope the multipart parser is registered in.
 */
export async function receiveImage(
  scope: FastifyInstance,
  storage: ImageStorage,
  request: FastifyRequest,
): Promise<{ stored: Awaited<ReturnType<typeof storeUploadedImage>> } | { status: number; message: string }> {
  if (!request.isMultipart()) return { status: 415, message: NOT_AN_IMAGE_MESSAGE };
  let bytes: Buffer;
  try {
    const image = await readSingleImage(request);
    if ('message' in image) return image;
    bytes = image.bytes;
  } catch (error) {
    const errors = scope.multipartErrors;
    if (error instanceof errors.RequestFileTooLargeError) return { status: 413, message: IMAGE_SIZE_MESSAGE };
    if (error instanceof errors.FilesLimitError) return { status: 400, message: ONE_IMAGE_MESSAGE };
    if (error instanceof errors.PartsLimitError || error instanceof errors.FieldsLimitError) return { status: 400, message: ONLY_AN_IMAGE_MESSAGE };
    if (error instanceof errors.InvalidMultipartContentTypeError) return { status: 415, message: NOT_AN_IMAGE_MESSAGE };
    // A body that is not well-formed multipart (cut short, a bad boundary, a prototype-polluting name) is the
    // client's mistake, not the server's.
    if (isMultipartSyntaxError(error)) return { status: 400, message: NOT_AN_IMAGE_MESSAGE };
    throw error;
  }
  try {
    return { stored: await storeUploadedImage(storage, bytes) };
  } catch (error) {
    if (error instanceof UploadRejectedError) return { status: error.statusCode, message: error.message };
    throw error;
  }
}

/** Registers the multipart parser in its own scope with the upload limits, so it exists for the upload routes only. */
export async function registerMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
}

export async function registerImageUpload(app: FastifyInstance, deps: UploadDeps): Promise<void> {
  const { storage } = deps;
  // Registered in its own scope, so the multipart parser exists for this route only.
  await app.register(async (scope) => {
    await registerMultipart(scope);

    scope.post(IMAGE_UPLOAD_PATH, async (request, reply) => {
      const auth = await adminOf(deps, request, reply);
      if (auth.status === 401) return refuse(reply, 401, 'Please sign in to continue.');
      if (auth.status === 403) return refuse(reply, 403, 'Access denied. Admin privileges required.');

      const received = await receiveImage(scope, storage, request);
      if ('message' in received) return refuse(reply, received.status, received.message);
      const { stored } = received;
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

  app.post(IMAGE_ADDRESS_PATH, async (request, reply) => {
    const auth = await adminOf(deps, request, reply);
    if (auth.status === 401) return refuse(reply, 401, 'Please sign in to continue.');
    if (auth.status === 403) return refuse(reply, 403, 'Access denied. Admin privileges required.');
    const body = imageAddressBody.safeParse(request.body);
    if (!body.success) return refuse(reply, 400, body.error.issues[0]?.message ?? BAD_ADDRESS_MESSAGE);

    let stored: Awaited<ReturnType<typeof storeUploadedImage>>;
    try {
      const bytes = await fetchRemoteImage(deps.imageFetcher ?? internetImageFetcher, body.data.url);
      stored = await storeUploadedImage(storage, bytes);
    } catch (error) {
      if (error instanceof UploadRejectedError) return refuse(reply, error.statusCode, error.message);
      throw error;
    }
    const { image, names } = stored;
    try {
      // The outside address is kept in the log, so staff can see where a picture came from.
      await recordAudit(deps.db, auth.user, 'upload', 'image', image.url, { width: image.width, height: image.height, from: body.data.url });
    } catch (error) {
      await Promise.all(names.map((name) => storage.delete(name).catch(() => undefined)));
      throw error;
    }
    return reply.code(201).send(image);
  });
}

function isMultipartSyntaxError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (
    code === 'FST_PROTO_VIOLATION' ||
    // The body ended inside a part.
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    code === 'FST_INVALID_JSON_FIELD_ERROR' ||
    error.message === 'Multipart: Boundary not found' ||
    error.message.endsWith('terminated early due to unexpected end of multipart data')
  );
}
