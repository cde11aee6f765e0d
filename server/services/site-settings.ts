import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../db/client';
import { siteSettings } from '../db/schema';

/**
 * A group of settings staff keep in back-office Settings (one site_settings row), read through its schema: `fallback`
 * when it was never saved or does not read, so a damaged row never breaks a page (nor raises a discount). A schema
 * whose fields all have defaults gives those defaults for a group never saved.
 */
export async function readSetting<S extends z.ZodType, F>(db: Executor, key: string, schema: S, fallback: F): Promise<z.output<S> | F> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key)).limit(1);
  const parsed = schema.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : fallback;
}

/** Saves a group of settings, replacing what was stored under its key. */
export async function writeSetting(db: Executor, key: string, value: unknown): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
}
