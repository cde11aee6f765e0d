import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, enrollments, lessonProgress, lessons } from '../../server/db/schema';
import { callerFor, createActor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(() => database.close());

// Seeded academy (server/db/seed-data.ts).
const STAND_101 = 'ff6ee9cc-14cb-4efc-b46e-fc8bf81d084a';
const FLAVOR_LAB = '2a7892cb-bbfc-4765-8456-85fff971794b';
const DRAFT_COURSE = '9f84d243-b7fb-43ef-a87f-cb5ca1defb99';
const PREVIEW_LESSON = '903ec5bd-7348-455d-859b-815781359f4f';
const MEMBERS_LESSON = '4b9fe6e3-2e20-48ba-b1bc-cb163a5b9f21';
const UNPUBLISHED_LESSON = '3faa17df-ad9c-4651-8a3a-0a8fe97cf0b2';
const DRAFT_COURSE_LESSON = '97167144-16ce-4ccd-8914-35fc9a1c1c5d';

async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('academy.courses', () => {
  it('lists published courses by order_index with their published lesson counts', async () => {
    const list = await callerFor(database.db, null).academy.courses();
    expect(list.map((c) => [c.title, c.difficultyLevel, c.lessonCount])).toEqual([
      ['Cotton Candy Stand 101', 'beginner', 5],
      ['Flavor & Color Lab', 'intermediate', 3],
      ['Grow Your Sweet Business', 'advanced', 4],
    ]);
  });

  it('follows the order_index staff set and is empty when nothing is published', async () => {
    const before = await database.db.select({ id: courses.id, orderIndex: courses.orderIndex, isPublished: courses.isPublished }).from(courses);
    try {
      await database.db.update(courses).set({ orderIndex: 0 }).where(eq(courses.id, FLAVOR_LAB));
      expect((await callerFor(database.db, null).academy.courses())[0]!.id).toBe(FLAVOR_LAB);
      await database.db.update(courses).set({ isPublished: false });
      expect(await callerFor(database.db, null).academy.courses()).toEqual([]);
    } finally {
      for (const course of before) {
        await database.db.update(courses).set({ orderIndex: course.orderIndex, isPublished: course.isPublished }).where(eq(courses.id, course.id));
      }
    }
  });
});

describe('academy.course', () => {
  it('shows a visitor the published lessons, with videos only for preview lessons', async () => {
    const course = await callerFor(database.db, null).academy.course({ courseId: STAND_101 });
    expect(course).toMatchObject({ title: 'Cotton Candy Stand 101', enrolled: false, signedIn: false, totalLessons: 5, completedLessons: 0 });
    const preview = course.lessons.find((l) => l.id === PREVIEW_LESSON)!;
    expect(preview).toMatchObject({ playable: true, videoEmbedUrl: 'https://player.vimeo.com/video/76979871' });
    const locked = course.lessons.find((l) => l.id === MEMBERS_LESSON)!;
    expect(locked).toMatchObject({ playable: false, videoEmbedUrl: null });
    expect(JSON.stringify(course)).not.toContain('1084537');
  });

  it('hides unpublished lessons', async () => {
    const course = await callerFor(database.db, null).academy.course({ courseId: FLAVOR_LAB });
    expect(course.lessons.map((l) => l.id)).not.toContain(UNPUBLISHED_LESSON);
    expect(course.totalLessons).toBe(3);
  });

  it('is not found for an unpublished, unknown or malformed course', async () => {
    for (const courseId of [DRAFT_COURSE, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const error = await errorOf(callerFor(database.db, null).academy.course({ courseId }));
      expect(error.code, courseId).toBe('NOT_FOUND');
      expect(error.message).toBe('We could not find that course.');
    }
  });
});

describe('enrollment and progress', () => {
  it('refuses a visitor', async () => {
    expect((await errorOf(callerFor(database.db, null).academy.enroll({ courseId: STAND_101 }))).code).toBe('UNAUTHORIZED');
    expect((await errorOf(callerFor(database.db, null).academy.completeLesson({ lessonId: PREVIEW_LESSON }))).code).toBe('UNAUTHORIZED');
  });

  it('unlocks every lesson for an enrolled member, tracks completed lessons, and shows progress on the dashboard', async () => {
    const member = await createActor(database.db);
    const caller = callerFor(database.db, member);
    const notYet = await errorOf(caller.academy.completeLesson({ lessonId: PREVIEW_LESSON }));
    expect(notYet.code).toBe('FORBIDDEN');
    expect(notYet.message).toBe('Enroll in this course to track your progress.');

    expect(await caller.academy.enroll({ courseId: STAND_101 })).toEqual({ courseId: STAND_101, enrolled: true, completedLessons: 0, totalLessons: 5 });
    // Enrolling again is harmless.
    await caller.academy.enroll({ courseId: STAND_101 });
    const course = await caller.academy.course({ courseId: STAND_101 });
    expect(course.enrolled).toBe(true);
    expect(course.lessons.every((l) => l.playable && l.videoEmbedUrl?.startsWith('https://player.vimeo.com/video/'))).toBe(true);

    expect(await caller.academy.completeLesson({ lessonId: MEMBERS_LESSON })).toMatchObject({ completed: true, completedLessons: 1, totalLessons: 5 });
    expect(await caller.academy.completeLesson({ lessonId: MEMBERS_LESSON })).toMatchObject({ completedLessons: 1 });
    await caller.academy.completeLesson({ lessonId: PREVIEW_LESSON });
    const after = await caller.academy.course({ courseId: STAND_101 });
    expect(after.completedLessons).toBe(2);
    expect(
      after.lessons
        .filter((l) => l.completed)
        .map((l) => l.id)
        .sort(),
    ).toEqual([MEMBERS_LESSON, PREVIEW_LESSON].sort());

    const dashboard = await caller.member.dashboard();
    // The dashboard continues at the first lesson, in course order, that is not complete yet.
    const next = after.lessons.find((l) => !l.completed)!.id;
    expect(after.nextLessonId).toBe(next);
    expect(dashboard.courses).toEqual([
      {
        id: STAND_101,
        title: 'Cotton Candy Stand 101',
        difficultyLevel: 'beginner',
        totalLessons: 5,
        completedLessons: 2,
        nextLessonId: next,
        certificateCode: null,
      },
    ]);
  });

  it('keeps each member’s enrollments and progress to themselves', async () => {
    const alice = await createActor(database.db);
    const bob = await createActor(database.db);
    await callerFor(database.db, alice).academy.enroll({ courseId: FLAVOR_LAB });
    await callerFor(database.db, alice).academy.completeLesson({ lessonId: '12d00c3a-30fa-4fc4-b071-e4de14f371e3' });

    const bobView = await callerFor(database.db, bob).academy.course({ courseId: FLAVOR_LAB });
    expect(bobView).toMatchObject({ enrolled: false, completedLessons: 0 });
    expect(bobView.lessons.filter((l) => !l.previewAvailable).every((l) => l.videoEmbedUrl === null)).toBe(true);
    // Bob cannot complete lessons of a course Alice is enrolled in, nor pass her id along.
    const sneaky = { lessonId: '8482beeb-1080-4858-abd2-9ebeb7d6999f', userId: alice.user.id } as { lessonId: string };
    expect((await errorOf(callerFor(database.db, bob).academy.completeLesson(sneaky))).code).toBe('FORBIDDEN');
    const aliceRows = await database.db.select().from(lessonProgress).where(eq(lessonProgress.userId, alice.user.id));
    expect(aliceRows).toHaveLength(1);
    expect((await callerFor(database.db, bob).member.dashboard()).courses).toEqual([]);
  });

  it('refuses to enroll in a draft or unknown course and to complete unpublished lessons', async () => {
    const member = await createActor(database.db);
    const caller = callerFor(database.db, member);
    expect((await errorOf(caller.academy.enroll({ courseId: DRAFT_COURSE }))).code).toBe('NOT_FOUND');
    expect((await errorOf(caller.academy.enroll({ courseId: 'nope' }))).code).toBe('NOT_FOUND');
    await caller.academy.enroll({ courseId: FLAVOR_LAB });
    expect((await errorOf(caller.academy.completeLesson({ lessonId: UNPUBLISHED_LESSON }))).code).toBe('NOT_FOUND');
    expect((await errorOf(caller.academy.completeLesson({ lessonId: DRAFT_COURSE_LESSON }))).code).toBe('NOT_FOUND');
    expect((await errorOf(caller.academy.completeLesson({ lessonId: 'garbage' }))).code).toBe('NOT_FOUND');
    const rows = await database.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, member.user.id), eq(enrollments.courseId, DRAFT_COURSE)));
    expect(rows).toHaveLength(0);
    expect(await database.db.select().from(lessonProgress).where(eq(lessonProgress.userId, member.user.id))).toHaveLength(0);
    expect((await database.db.select().from(lessons).where(eq(lessons.id, UNPUBLISHED_LESSON)))[0]?.isPublished).toBe(false);
  });
});
