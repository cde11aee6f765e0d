import { randomBytes } from 'node:crypto';
import type { ImageStorage } from './storage';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** The widths the shop and the content pages show; every upload is stored at each of them, as WebP. */
export const UPLOAD_WIDTHS = [400, 800] as const;
export const IMAGE_SIZE_MESSAGE = 'Image size must be less than 5MB';
export const NOT_AN_IMAGE_MESSAGE = 'Please select an image file';
export const UNSUPPORTED_IMAGE_MESSAGE = 'Please select a JPG, PNG, GIF or WebP image';
export const IMAGE_DIMENSIONS_MESSAGE = 'This image is too large in pixels (at most 50 megapixels, such as 7000 × 7000). Please make it smaller and try again.';
// Far beyond any photo a phone takes; refuses "decompression bombs" that are small on disk but huge in memory.
const MAX_INPUT_PIXELS = 50_000_000;

export type AcceptedFormat = 'jpeg' | 'png' | 'gif' | 'webp';

export class UploadRejectedError extends Error {
  constructor(
    message: string,
    readonly statusCode: 400 | 413 | 415,
  ) {
    super(message);
  }
}

/**
 * What the file's first bytes say it is. The name and the declared type come from the browser and prove nothing;
 * only these signatures do.
 */
export function sniffImageFormat(bytes: Uint8Array): AcceptedFormat | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** SVG is an image, but one that can carry script: it is named in the refusal so staff know to convert it. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('utf8').toLowerCase();
  // \s covers the byte-order mark, so one anchored class is enough (two optional runs could backtrack).
  return /^\s*</.test(head) && head.includes('<svg');
}

export type StoredImage = {
  /** The largest stored size: what a product image or a kid's photo records. */
  url: string;
  sizes: { width: number; url: string }[];
  width: number;
  height: number;
};

/**
 * Checks an upload by its content, then re-encodes it: each stored size is a fresh WebP made from the decoded
 * pixels, so metadata (EXIF, GPS, comments) and anything appended to the file (a polyglot's script) are gone.
 * Names are random and chosen here; they are returned so a caller whose next step fails can delete the files. Throws UploadRejectedError with a message for the person uploading.
 */
export async function storeUploadedImage(
  storage: ImageStorage,
  bytes: Buffer,
  makeId: () => string = () => randomBytes(16).toString('hex'),
): Promise<{ image: StoredImage; names: string[] }> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new UploadRejectedError(IMAGE_SIZE_MESSAGE, 413);
  const format = sniffImageFormat(bytes);
  if (!format) {
    throw looksLikeSvg(bytes) ? new UploadRejectedError(UNSUPPORTED_IMAGE_MESSAGE, 415) : new UploadRejectedError(NOT_AN_IMAGE_MESSAGE, 415);
  }

  // sharp (and libvips, about 10 MB resident) loads with the first upload, not with the server.
  const { default: sharp } = await import('sharp');
  const decode = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let width: number;
  let height: number;
  let tooManyPixels = false;
  try {
    // The header alone says how many pixels the picture has: read it without the pixel limit, so a picture that is
    // too big is told so rather than called "not an image".
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (metadata.width && metadata.height && metadata.width * metadata.height > MAX_INPUT_PIXELS) tooManyPixels = true;
    // The signature and the decoder must agree; a file that only starts like an image is refused.
    if (metadata.format !== format || !metadata.width || !metadata.height) throw new Error('format mismatch');
    // EXIF orientations 5 to 8 swap width and height once the image is turned upright.
    const swapped = (metadata.orientation ?? 1) >= 5;
    width = swapped ? metadata.height : metadata.width;
    height = swapped ? metadata.width : metadata.height;
  } catch {
    throw new UploadRejectedError(NOT_AN_IMAGE_MESSAGE, 415);
  }
  if (tooManyPixels) throw new UploadRejectedError(IMAGE_DIMENSIONS_MESSAGE, 413);

  let encoded: { width: number; data: Buffer; height: number }[];
  try {
    encoded = await Promise.all(
      UPLOAD_WIDTHS.map(async (target) => {
        // rotate() turns the pixels upright before the orientation tag is dropped with the rest of the metadata.
        const { data, info } = await decode()
          .rotate()
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
        return { width: target, data, height: info.height };
      }),
    );
  } catch {
    throw new UploadRejectedError(NOT_AN_IMAGE_MESSAGE, 415);
  }

  const id = makeId();
  const written: string[] = [];
  try {
    for (const size of encoded) {
      const name = `${id}-${size.width}.webp`;
      await storage.put(name, size.data, 'image/webp');
      written.push(name);
    }
  } catch (error) {
    await Promise.all(written.map((name) => storage.delete(name).catch(() => undefined)));
    throw error;
  }
  const sizes = written.map((name, index) => ({ width: encoded[index]!.width, url: storage.url(name) }));
  return { image: { url: sizes[sizes.length - 1]!.url, sizes, width, height }, names: written };
}
