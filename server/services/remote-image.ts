import { lookup } from 'node:dns/promises';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import type { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES, UploadRejectedError } from './image-upload';

// An outside image address is fetched once by the server and stored like an upload, because the site's
// Content-Security-Policy only lets pages show images from the site itself. The fetch is the risky part: the server
// would reach any address staff type, so only https is followed, every address a name resolves to must be public
// (checked again after each redirect, and the connection pinned to the address that was checked, so a second DNS
// answer cannot swap in a private one), the body is cut off past the upload limit while it streams, and the whole
// fetch has a deadline.

export const MAX_REDIRECTS = 3;
export const FETCH_TIMEOUT_MS = 10_000;

export const HTTPS_ONLY_MESSAGE = 'Image addresses must start with https://';
export const BAD_ADDRESS_MESSAGE = 'That is not a web address. Paste an https:// address of an image.';
export const PRIVATE_ADDRESS_MESSAGE = 'That address is not on the public internet, so the site will not fetch it.';
export const UNKNOWN_HOST_MESSAGE = 'No server answers to that address. Please check it.';
export const TOO_MANY_REDIRECTS_MESSAGE = 'That address sends the request on too many times. Please paste the image’s own address.';
export const TIMEOUT_MESSAGE = 'The address took too long to answer. Please try again, or download the image and upload it.';
export const UNREACHABLE_MESSAGE = 'The site could not fetch that address. Please download the image and upload it.';
export const REMOTE_TOO_LARGE_MESSAGE = 'The image at that address is larger than 5MB.';
export const remoteStatusMessage = (status: number) => `The address answered with an error (${status}), not an image.`;

/** One answer of an outside server: its status, where it redirects, the body's declared length and the body. */
export type RemoteResponse = { status: number; location: string | null; contentLength: number | null; body: AsyncIterable<Buffer> & { destroy?: () => void } };

export type RemoteImageFetcher = {
  /** Every address a host name resolves to. */
  resolve: (hostname: string) => Promise<string[]>;
  /** Sends one GET for `url` to `address` (already checked), without following redirects. */
  request: (url: URL, address: string, signal: AbortSignal) => Promise<RemoteResponse>;
  timeoutMs?: number;
};

// Every range that is not the public internet: this host, private networks, carrier NAT, link-local (where cloud
// metadata answers, 169.254.169.254), documentation, benchmarking, multicast and reserved ranges.
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127], // :: and ::1
  ['64:ff9b::', 96], // NAT64 can reach any IPv4 address, private ones included
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32], // Teredo
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4 carries an IPv4 address
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address (either family) is on the public internet. Anything that is not an IP address is not. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !notPublic.check(address, 'ipv4');
  if (family !== 6) return false;
  // An IPv4-mapped address (::ffff:127.0.0.1, which URLs write as ::ffff:7f00:1) is the IPv4 address it carries.
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return isPublicAddress(dotted[1]!);
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hex) {
    const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
    return isPublicAddress(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  // Node's list also matches IPv6 rules against IPv4 addresses and back, so the two families are asked separately.
  return !notPublic.check(address, 'ipv6');
}

function parseHttpsUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UploadRejectedError(BAD_ADDRESS_MESSAGE, 400);
  }
  if (url.protocol !== 'https:') throw new UploadRejectedError(HTTPS_ONLY_MESSAGE, 400);
  if (url.username || url.password) throw new UploadRejectedError(BAD_ADDRESS_MESSAGE, 400);
  return url;
}

/** The one address the request goes to: a public one the host name resolves to, or a refusal. */
async function publicAddressOf(fetcher: RemoteImageFetcher, url: URL): Promise<string> {
  // URL keeps an IPv6 literal in brackets.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host)) {
    if (!isPublicAddress(host)) throw new UploadRejectedError(PRIVATE_ADDRESS_MESSAGE, 400);
    return host;
  }
  let addresses: string[];
  try {
    addresses = await fetcher.resolve(host);
  } catch {
    throw new UploadRejectedError(UNKNOWN_HOST_MESSAGE, 400);
  }
  if (addresses.length === 0) throw new UploadRejectedError(UNKNOWN_HOST_MESSAGE, 400);
  // Every answer must be public: a name that also resolves inside could be made to connect there.
  if (!addresses.every(isPublicAddress)) throw new UploadRejectedError(PRIVATE_ADDRESS_MESSAGE, 400);
  return addresses[0]!;
}

/** Reads a body up to the upload limit and refuses it the moment it goes past. */
async function readCapped(response: RemoteResponse): Promise<Buffer> {
  if (response.contentLength !== null && response.contentLength > MAX_UPLOAD_BYTES) {
    response.body.destroy?.();
    throw new UploadRejectedError(REMOTE_TOO_LARGE_MESSAGE, 413);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response.body) {
    total += chunk.length;
    if (total > MAX_UPLOAD_BYTES) {
      response.body.destroy?.();
      throw new UploadRejectedError(REMOTE_TOO_LARGE_MESSAGE, 413);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The bytes at an outside https address, following at most MAX_REDIRECTS redirects (each checked like the first),
 * or an UploadRejectedError with a message for staff. What the bytes are is checked by storeUploadedImage.
 */
export async function fetchRemoteImage(fetcher: RemoteImageFetcher, address: string): Promise<Buffer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), fetcher.timeoutMs ?? FETCH_TIMEOUT_MS);
  try {
    let url = parseHttpsUrl(address);
    for (let hop = 0; ; hop++) {
      const ip = await publicAddressOf(fetcher, url);
      let response: RemoteResponse;
      try {
        response = await fetcher.request(url, ip, controller.signal);
      } catch {
        throw new UploadRejectedError(controller.signal.aborted ? TIMEOUT_MESSAGE : UNREACHABLE_MESSAGE, 400);
      }
      if (response.status >= 300 && response.status < 400 && response.location) {
        response.body.destroy?.();
        if (hop >= MAX_REDIRECTS) throw new UploadRejectedError(TOO_MANY_REDIRECTS_MESSAGE, 400);
        let next: string;
        try {
          next = new URL(response.location, url).href;
        } catch {
          throw new UploadRejectedError(UNREACHABLE_MESSAGE, 400);
        }
        url = parseHttpsUrl(next);
        continue;
      }
      if (response.status !== 200) {
        response.body.destroy?.();
        throw new UploadRejectedError(remoteStatusMessage(response.status), 400);
      }
      try {
        return await readCapped(response);
      } catch (error) {
        if (error instanceof UploadRejectedError) throw error;
        throw new UploadRejectedError(controller.signal.aborted ? TIMEOUT_MESSAGE : UNREACHABLE_MESSAGE, 400);
      }
    }
  } finally {
    clearTimeout(timer);
  }
}

/** The real fetcher: the system's resolver, and an https GET whose connection goes to the checked address only. */
export const internetImageFetcher: RemoteImageFetcher = {
  resolve: async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address),
  request: (url, address, signal) =>
    new Promise((resolve, reject) => {
      const request = https.get(
        url,
        {
          signal,
          headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif', 'user-agent': 'DripDropCandy-image-fetch' },
          // The connection uses the address that was checked, never a second lookup; the certificate is still checked
          // against the host name.
          lookup: (_hostname, options, callback) => {
            const family = isIP(address);
            if ((options as { all?: boolean }).all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
            else callback(null, address, family);
          },
        },
        (response) => {
          const length = Number(response.headers['content-length']);
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location ?? null,
            contentLength: Number.isFinite(length) ? length : null,
            body: response as Readable & AsyncIterable<Buffer>,
          });
        },
      );
      request.on('error', reject);
    }),
};
