import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, courses, enrollments, lessons } from '../../server/db/schema';
import { callerFor, createActor, type TestActor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
let admin: NonNullable<TestActor>;
let caller: ReturnType<typeof callerFor>;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  admin = await createActor(database.db, ['admin', 'user']);
  caller = callerFor(database.db, admin);
});
afterAll(() => database.close());

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

const auditFor = (entityId: string) => database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.createdAt);

describe('admin.courses', () => {
  it('creates a course with the defaults (beginner, 0 minutes, unpublished), created_by set, and an audit row', async () => {
    const { id } = await caller.admin.courses.create({ title: '  Spinning Basics  ' });
    const [row] = await database.db.select().from(courses).where(eq(courses.id, id));
    expect(row).toMatchObject({
      title: 'Spinning Basics',
      description: '',
      imageUrl: '',
      difficultyLevel: 'beginner',
      estimatedDuration: 0,
      isPublished: false,
      orderIndex: 0,
      createdBy: admin.user.id,
    });
    expect(await auditFor(id)).toEqual([
      expect.objectContaining({
        action: 'create',
        entity: 'course',
        actorId: admin.user.id,
        actorEmail: admin.user.email,
        detail: { title: 'Spinning Basics', isPublished: false },
      }),
    ]);
  });

  it('lists courses with lesson and enrollment counts', async () => {
    const { id } = await caller.admin.courses.create({
      title: 'Counting Course',
      orderIndex: 50,
      isPublished: true,
      difficultyLevel: 'advanced',
      estimatedDuration: 45,
    });
    for (const title of ['One', 'Two', 'Three']) await caller.admin.lessons.create({ courseId: id, title });
    const members = await Promise.all([createActor(database.db), createActor(database.db)]);
    await database.db.insert(enrollments).values(members.map((m) => ({ userId: m.user.id, courseId: id })));

    const list = (await caller.admin.courses.list({ pageSize: 100 })).items;
    const course = list.find((c) => c.id === id);
    expect(course).toMatchObject({
      title: 'Counting Course',
      lessonCount: 3,
      enrollmentCount: 2,
      isPublished: true,
      difficultyLevel: 'advanced',
      estimatedDuration: 45,
    });
    // Two enrollments and three lessons: a plain double join would have said 6 and 6.
    const empty = list.find((c) => c.title === 'Spinning Basics');
    expect(empty).toMatchObject({ lessonCount: 0, enrollmentCount: 0 });
    // Catalogue order.
    const order = list.map((c) => c.orderIndex);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The seed's courses are there too, drafts included.
    expect(list.length).toBeGreaterThanOrEqual(3);

    const options = await caller.admin.courses.options();
    const titles = options.map((o) => o.title);
    expect([...titles].sort((a, b) => a.localeCompare(b))).toEqual(titles);
    expect(options.find((o) => o.id === id)).toEqual({ id, title: 'Counting Course' });
  });

  it('updates a course and writes an audit row; an unknown id is NOT_FOUND', async () => {
    const { id } = await caller.admin.courses.create({ title: 'Before' });
    await caller.admin.courses.update({
      id,
      course: { title: 'After', description: 'Now with words', isPublished: true, estimatedDuration: 30, imageUrl: '/images/course.png' },
    });
    const [row] = await database.db.select().from(courses).where(eq(courses.id, id));
    expect(row).toMatchObject({ title: 'After', description: 'Now with words', isPublished: true, estimatedDuration: 30, imageUrl: '/images/course.png' });
    expect((await auditFor(id)).map((r) => r.action)).toEqual(['create', 'update']);
    expect(await refusal(caller.admin.courses.update({ id: crypto.randomUUID(), course: { title: 'Ghost' } }))).toEqual({
      code: 'NOT_FOUND',
      message: 'This course no longer exists.',
    });
  });

  it('validates course input with readable messages', async () => {
    expect(await refusal(caller.admin.courses.create({ title: '   ' }))).toEqual({ code: 'BAD_REQUEST', message: 'title: Please enter a title' });
    expect(await refusal(caller.admin.courses.create({ title: 'x', estimatedDuration: -1 }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'estimatedDuration: Duration cannot be negative',
    });
    expect(await refusal(caller.admin.courses.create({ title: 'x', estimatedDuration: 1.5 }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'estimatedDuration: Please enter whole minutes',
    });
    expect(await refusal(caller.admin.courses.create({ title: 'x', imageUrl: 'javascript:alert(1)' }))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await refusal(caller.admin.courses.create({ title: 'x', difficultyLevel: 'expert' as 'beginner' }))).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('deletes a course with its lessons and writes an audit row', async () => {
    const { id } = await caller.admin.courses.create({ title: 'Doomed' });
    await caller.admin.lessons.create({ courseId: id, title: 'Doomed lesson' });
    await caller.admin.courses.delete({ id });
    expect(await database.db.$count(courses, eq(courses.id, id))).toBe(0);
    expect(await database.db.$count(lessons, eq(lessons.courseId, id))).toBe(0);
    expect((await auditFor(id)).at(-1)).toMatchObject({ action: 'delete', entity: 'course', detail: { title: 'Doomed', lessonsDeleted: 1 } });
    expect(await refusal(caller.admin.courses.delete({ id }))).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('admin.lessons', () => {
  let courseA: string;
  let courseB: string;
  beforeAll(async () => {
    courseA = (await caller.admin.courses.create({ title: 'Lesson Course A', orderIndex: 900 })).id;
    courseB = (await caller.admin.courses.create({ title: 'Lesson Course B', orderIndex: 901 })).id;
  });

  it('reduces a pasted Vimeo link to its id, derives the embed URL, and applies the defaults', async () => {
    const { id, vimeoVideoId } = await caller.admin.lessons.create({
      courseId: courseA,
      title: 'Pasted link',
      vimeoVideoId: 'https://vimeo.com/channels/staffpicks/76979871?share=copy',
      duration: 12,
    });
    expect(vimeoVideoId).toBe('76979871');
    const [row] = await database.db.select().from(lessons).where(eq(lessons.id, id));
    expect(row).toMatchObject({ vimeoVideoId: '76979871', duration: 12, isPublished: false, previewAvailable: false, orderIndex: 0, createdBy: admin.user.id });
    const listed = (await caller.admin.lessons.list({ course: courseA })).items.find((l) => l.id === id);
    expect(listed).toMatchObject({ vimeoEmbedUrl: 'https://player.vimeo.com/video/76979871', course: { id: courseA, title: 'Lesson Course A' } });

    const player = await caller.admin.lessons.create({
      courseId: courseA,
      title: 'Player link',
      vimeoVideoId: 'https://player.vimeo.com/video/22439234?h=abc',
    });
    expect(player.vimeoVideoId).toBe('22439234');
    const none = await caller.admin.lessons.create({ courseId: courseA, title: 'No video' });
    expect(none.vimeoVideoId).toBe('');
    const listedNone = (await caller.admin.lessons.list({ course: courseA })).items.find((l) => l.id === none.id);
    expect(listedNone?.vimeoEmbedUrl).toBe('');
    expect((await auditFor(id))[0]).toMatchObject({
      action: 'create',
      entity: 'lesson',
      detail: { title: 'Pasted link', courseId: courseA, vimeoVideoId: '76979871' },
    });
  });

  it('refuses a link that is not Vimeo, an unknown course and a negative duration', async () => {
    expect(await refusal(caller.admin.lessons.create({ courseId: courseA, title: 'x', vimeoVideoId: 'https://youtube.com/watch?v=1' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'vimeoVideoId: Please paste a Vimeo link or a numeric video id',
    });
    expect(await refusal(caller.admin.lessons.create({ courseId: crypto.randomUUID(), title: 'x' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'The chosen course no longer exists.',
    });
    expect(await refusal(caller.admin.lessons.create({ courseId: 'not-a-uuid', title: 'x' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'courseId: Please choose a course',
    });
    expect(await refusal(caller.admin.lessons.create({ courseId: courseA, title: 'x', duration: -3 }))).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('filters by course and orders by order_index', async () => {
    await caller.admin.lessons.create({ courseId: courseB, title: 'B third', orderIndex: 3 });
    await caller.admin.lessons.create({ courseId: courseB, title: 'B first', orderIndex: 1 });
    await caller.admin.lessons.create({ courseId: courseB, title: 'B second', orderIndex: 2 });
    const onlyB = (await caller.admin.lessons.list({ course: courseB })).items;
    expect(onlyB.map((l) => l.title)).toEqual(['B first', 'B second', 'B third']);
    const all = (await caller.admin.lessons.list({ pageSize: 100 })).items;
    expect(all.length).toBeGreaterThan(onlyB.length);
    expect(new Set(all.map((l) => l.courseId)).size).toBeGreaterThan(2);
    // Searched by title, newest first when asked.
    expect((await caller.admin.lessons.list({ search: 'b second' })).items.map((l) => l.title)).toEqual(['B second']);
    expect((await caller.admin.lessons.list({ course: courseB, sort: 'title', dir: 'desc' })).items.map((l) => l.title)).toEqual([
      'B third',
      'B second',
      'B first',
    ]);
  });

  it('updates (moving to another course, previews on) and deletes with audit rows', async () => {
    const { id } = await caller.admin.lessons.create({ courseId: courseA, title: 'Movable' });
    await caller.admin.lessons.update({
      id,
      lesson: { courseId: courseB, title: 'Moved', vimeoVideoId: 'vimeo.com/1084537', previewAvailable: true, isPublished: true, duration: 7 },
    });
    const [row] = await database.db.select().from(lessons).where(eq(lessons.id, id));
    expect(row).toMatchObject({ courseId: courseB, title: 'Moved', vimeoVideoId: '1084537', previewAvailable: true, isPublished: true, duration: 7 });
    await caller.admin.lessons.delete({ id });
    expect(await database.db.$count(lessons, eq(lessons.id, id))).toBe(0);
    expect((await auditFor(id)).map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(await refusal(caller.admin.lessons.delete({ id }))).toEqual({ code: 'NOT_FOUND', message: 'This lesson no longer exists.' });
    expect(await refusal(caller.admin.lessons.update({ id, lesson: { courseId: courseB, title: 'Ghost' } }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses members', async () => {
    const member = await createActor(database.db);
    expect(await refusal(callerFor(database.db, member).admin.lessons.create({ courseId: courseA, title: 'Sneaky' }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await refusal(callerFor(database.db, member).admin.courses.delete({ id: courseA }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await database.db.$count(courses, eq(courses.id, courseA))).toBe(1);
  });
});
