import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { SESSION_COOKIE } from '../../server/auth/cookie';
import { IMAGE_UPLOAD_PATH } from '../../server/http/upload-route';

/** A small PNG of one colour, as a photo an admin would upload. */
export function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 250, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

/** Uploads `image` through the back office's upload route as the admin with session `token`. */
export function uploadImage(app: FastifyInstance, token: string, image: Buffer, origin = 'http://localhost:3000') {
  const boundary = `----dripboundary${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`;
  return app.inject({
    method: 'POST',
    url: IMAGE_UPLOAD_PATH,
    payload: Buffer.concat([Buffer.from(head), image, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin, cookie: `${SESSION_COOKIE}=${token}` },
  });
}
