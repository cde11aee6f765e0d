// The client side of the back office's image upload (server/http/upload-route.ts). XMLHttpRequest rather than fetch:
// only XHR reports upload progress, which the progress bar shows.
export const IMAGE_UPLOAD_URL = '/api/admin/uploads/image';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_SIZE_MESSAGE = 'Image size must be less than 5MB';
export const NOT_AN_IMAGE_MESSAGE = 'Please select an image file';
export const UPLOAD_FAILED_MESSAGE = 'Failed to upload image. Please try again.';

export type UploadedImage = { url: string; sizes: { width: number; url: string }[]; width: number; height: number };

export class UploadError extends Error {}

/**
 * A quick check before sending, so a wrong file is refused at once. The server decides by the file's content; this
 * only reads what the browser says (type and size).
 */
export function checkImageFile(file: File): string | null {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_SIZE_MESSAGE;
  return null;
}

/** Sends one image; `onProgress` gets 0 to 100 while the bytes go up. Rejects with the server's message. */
export function uploadImage(file: File, onProgress: (percent: number) => void): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', IMAGE_UPLOAD_URL);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = request.response as (UploadedImage & { error?: { message?: string } }) | null;
      if (request.status === 201 && body?.url) {
        onProgress(100);
        resolve(body);
      } else {
        reject(new UploadError(body?.error?.message ?? UPLOAD_FAILED_MESSAGE));
      }
    };
    request.onerror = () => reject(new UploadError(UPLOAD_FAILED_MESSAGE));
    request.onabort = () => reject(new UploadError(UPLOAD_FAILED_MESSAGE));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

export const IMAGE_ADDRESS_URL = '/api/admin/uploads/image-address';

/**
 * Asks the server to fetch an outside image address once and store a copy like an upload (the site only shows its
 * own images). Resolves with the stored image; rejects with the server's reason ("That address is not on the public
 * internet...").
 */
export async function fetchImageAddress(address: string): Promise<UploadedImage> {
  let response: Response;
  try {
    response = await fetch(IMAGE_ADDRESS_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: address }),
    });
  } catch {
    throw new UploadError(UPLOAD_FAILED_MESSAGE);
  }
  const body = (await response.json().catch(() => null)) as (UploadedImage & { error?: { message?: string } }) | null;
  if (response.status === 201 && body?.url) return body;
  throw new UploadError(body?.error?.message ?? UPLOAD_FAILED_MESSAGE);
}
