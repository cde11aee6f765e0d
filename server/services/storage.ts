import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded images live. The server only ever stores files under names it chose itself; the default writes to
 * a local folder (UPLOAD_DIR) that the app serves under /uploads/. Several instances behind a load balancer would
 * share that folder or swap in an object-store implementation of this interface.
 */
export interface ImageStorage {
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  delete(name: string): Promise<void>;
  /** The address a browser loads the stored file from. */
  url(name: string): string;
}

// Names are made by the server (random hex, a size and an extension); anything else is a bug, never a path.
const SAFE_NAME = /^[a-z0-9][a-z0-9-]*\.[a-z0-9]+$/;

export function assertSafeStorageName(name: string): void {
  if (!SAFE_NAME.test(name)) throw new Error(`Refusing storage name ${JSON.stringify(name)}`);
}

export class LocalFolderStorage implements ImageStorage {
  constructor(
    private readonly folder: string,
    private readonly publicPrefix = '/uploads/',
  ) {}

  async put(name: string, data: Buffer): Promise<void> {
    assertSafeStorageName(name);
    await mkdir(this.folder, { recursive: true });
    // 'wx': a random name that already exists is a collision, never an overwrite.
    await writeFile(path.join(this.folder, name), data, { flag: 'wx' });
  }

  async delete(name: string): Promise<void> {
    assertSafeStorageName(name);
    await rm(path.join(this.folder, name), { force: true });
  }

  url(name: string): string {
    assertSafeStorageName(name);
    return `${this.publicPrefix}${name}`;
  }
}
