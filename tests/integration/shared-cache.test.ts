import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { BLOG_LIKES_TOPIC } from '../../server/services/blog';
import { createLocalBus } from '../../server/services/invalidation-bus';
import { MemoryMailer } from '../../server/services/mailer';
import { callerFor, createActor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// The shared cache of public reads holds only what any visitor may see: whatever the spelling of a member's Cookie
// header, what a request with a session produced never reaches the next anonymous visitor.
const clientDir = path.resolve('.tmp/shared-cache-client');
const ORIGIN = 'https://drip.example';
const bus = createLocalBus();

let database: TestDatabase;
let app: FastifyInstance;
let member: Awaited<ReturnType<typeof createActor>>;
let courseId: string;

beforeAll(async () => {
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  database = await createTestDatabase({ seed: true });
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: ORIGIN, CLIENT_DIR: clientDir, DATA_DIR: '.tmp/shared-cache-data' });
  app = await buildApp({ db: database.db, config, mailer: new MemoryMailer(), bus });
  // A member enrolled in a course with a lesson done: their view of it is personal (enrolled, progress, every video).
  member = await createActor(database.db, ['user']);
  const asMember = callerFor(database.db, member, { bus });
  const [course] = await callerFor(database.db, null).academy.courses();
  courseId = course!.id;
  await asMember.academy.enroll({ courseId });
  const lesson = (await asMember.academy.course({ courseId })).lessons.find((candidate) => !candidate.previewAvailable)!;
  await asMember.academy.completeLesson({ lessonId: lesson.id });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type Course = {
  signedIn: boolean;
  enrolled: boolean;
  completedLessons: number;
  lessons: { previewAvailable: boolean; videoEmbedUrl: string | null; completed: boolean }[];
};

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const URLS = {
  plain: () => `/trpc/academy.course?input=${input({ json: { courseId } })}`,
  batched: () => `/trpc/content.settings,academy.course?batch=1&input=${input({ 0: { json: null }, 1: { json: { courseId } } })}`,
};

function courseOf(body: string): Course {
  const parsed = JSON.parse(body) as { result: { data: { json: Course } } } | { result: { data: { json: Course } } }[];
  return (Array.isArray(parsed) ? parsed[1]! : parsed).result.data.json;
}

/** Every spelling of a Cookie header that carries the member's token, and whether the server takes it as a session. */
function spellings(token: string): { header: string | string[]; signedIn: boolean }[] {
  const encoded = `%${token.charCodeAt(0).toString(16).toUpperCase()}${token.slice(1)}`;
  return [
    { header: `session=${token}`, signedIn: true },
    { header: `session =${token}`, signedIn: true },
    { header: `session= ${token} `, signedIn: true },
    { header: `session\t=${token}`, signedIn: true },
    { header: `  session=${token};`, signedIn: true },
    { header: `theme=dark; session=${token}; cart=1`, signedIn: true },
    { header: `theme=dark;session=${token}`, signedIn: true },
    { header: `session=${token}; session=someone-else`, signedIn: true },
    { header: `session=${encoded}`, signedIn: true },
    { header: ['theme=dark', `session=${token}`], signedIn: true },
    { header: `session=someone-else; session=${token}`, signedIn: false },
    { header: `session=; session=${token}`, signedIn: false },
    { header: `session="${token}"`, signedIn: false },
    { header: `Session=${token}`, signedIn: false },
    { header: `SESSION=${token}`, signedIn: false },
  ];
}

describe('the shared cache and who a request is', () => {
  for (const form of ['plain', 'batched'] as const) {
    it(`never shows an anonymous visitor what a member's request produced, whatever its Cookie header (${form} URL)`, async () => {
      for (const { header, signedIn } of spellings(member.token)) {
        // Empty, so the member's request is a miss that would be kept if it were taken for an anonymous one.
        await bus.publish(BLOG_LIKES_TOPIC);
        const asMember = await app.inject({ method: 'GET', url: URLS[form](), headers: { cookie: header } });
        expect(asMember.statusCode, String(header)).toBe(200);
        expect(courseOf(asMember.body).signedIn, String(header)).toBe(signedIn);
        if (signedIn) {
          expect(asMember.headers['cache-control'], String(header)).toBe('no-store');
          expect(asMember.headers.etag, String(header)).toBeUndefined();
        }

        const visitor = courseOf((await app.inject({ method: 'GET', url: URLS[form]() })).body);
        expect(visitor, String(header)).toMatchObject({ signedIn: false, enrolled: false, completedLessons: 0 });
        for (const lesson of visitor.lessons) {
          expect(lesson.completed).toBe(false);
          if (!lesson.previewAvailable) expect(lesson.videoEmbedUrl, String(header)).toBeNull();
        }
      }
    });
  }

  it('keeps an anonymous answer and serves it to the next visitor, but not to a member', async () => {
    await bus.publish(BLOG_LIKES_TOPIC);
    const first = await app.inject({ method: 'GET', url: URLS.plain() });
    expect(first.headers.etag).toBeDefined();
    const again = await app.inject({ method: 'GET', url: URLS.plain(), headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const asMember = await app.inject({ method: 'GET', url: URLS.plain(), headers: { cookie: `session =${member.token}` } });
    expect(courseOf(asMember.body)).toMatchObject({ signedIn: true, enrolled: true, completedLessons: 1 });
  });
});

describe('public reads the cache does not hold yet', () => {
  it('keys a read by its procedures and input only, so made-up parameters share one answer', async () => {
    await bus.publish(BLOG_LIKES_TOPIC);
    const first = await app.inject({ method: 'GET', url: '/trpc/shop.products' });
    const select = vi.spyOn(database.db, 'select');
    try {
      for (let index = 0; index < 5; index += 1) {
        const junk = await app.inject({ method: 'GET', url: `/trpc/shop.products?made-up=${index}&batch=` });
        expect(junk.body).toBe(first.body);
      }
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
  });

  it('reads once for a burst of the same read, and every request gets the answer', async () => {
    const url = `/trpc/academy.course?input=${input({ json: { courseId } })}`;
    const select = vi.spyOn(database.db, 'select');
    try {
      await bus.publish(BLOG_LIKES_TOPIC);
      await app.inject({ method: 'GET', url });
      const onceAlone = select.mock.calls.length;
      expect(onceAlone).toBeGreaterThan(0);

      select.mockClear();
      await bus.publish(BLOG_LIKES_TOPIC);
      const burst = await Promise.all(Array.from({ length: 8 }, () => app.inject({ method: 'GET', url })));
      expect(new Set(burst.map((response) => response.statusCode))).toEqual(new Set([200]));
      expect(new Set(burst.map((response) => response.body)).size).toBe(1);
      expect(select.mock.calls.length).toBe(onceAlone);
    } finally {
      select.mockRestore();
    }
  });
});
