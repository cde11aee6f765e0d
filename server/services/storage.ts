import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { storedFiles } from '../db/schema';

/**
 * Where uploaded images live. The server only ever stores files under names it chose itself; the default writes to
 * a local folder (UPLOAD_DIR) that the app serves under /uploads/. On a PostgreSQL server the files are rows of the
 * database (the images are small re-encoded WebP files), so every instance behind a load balancer serves them.
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

/** Uploads as rows of stored_files; the app serves them under /uploads/ from whichever instance is asked. */
export class DatabaseStorage implements ImageStorage {
  constructor(
    private readonly db: Database,
    private readonly publicPrefix = '/uploads/',
  ) {}

  async put(name: string, data: Buffer, contentType: string): Promise<void> {
    assertSafeStorageName(name);
    // A random name that already exists is a collision, never an overwrite (the primary key refuses it).
    await this.db.insert(storedFiles).values({ name, contentType, data });
  }

  async delete(name: string): Promise<void> {
    assertSafeStorageName(name);
    await this.db.delete(storedFiles).where(eq(storedFiles.name, name));
  }

  url(name: string): string {
    assertSafeStorageName(name);
    return `${this.publicPrefix}${name}`;
  }

  /** The stored file, or null when there is none by that name (or the name is not one the server makes). */
  async get(name: string): Promise<{ data: Buffer; contentType: string } | null> {
    if (!SAFE_NAME.test(name)) return null;
    const [row] = await this.db
      .select({ data: storedFiles.data, contentType: storedFiles.contentType })
      .from(storedFiles)
      .where(eq(storedFiles.name, name))
      .limit(1);
    return row ?? null;
  }
}

/** The database when the site runs on a PostgreSQL server (DATABASE_URL), the upload folder with embedded PGlite. */
export function createImageStorage(options: { db: Database; databaseUrl: string | undefined; uploadDir: string }): LocalFolderStorage | DatabaseStorage {
  return options.databaseUrl ? new DatabaseStorage(options.db) : new LocalFolderStorage(options.uploadDir);
}

/** Uploaded files never change under a name (each upload gets a new random name), so browsers keep them a year. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';
