import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { courseCertificates, courseQuizQuestions } from '../../server/db/schema';
import type { PageRenderModule } from '../../server/http/site-pages';
import { BLOG_LIKES_TOPIC } from '../../server/services/blog';
import { createLocalBus } from '../../server/services/invalidation-bus';
import { MemoryMailer } from '../../server/services/mailer';
import { callerFor, createActor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// A learner who comes back: the course page a member opens directly (bookmark, mail, reload) while the shared cache
// holds the anonymous render, their progress and where to continue, the quiz graded on the server, the certificate
// and its public check, and what staff see of every learner.
const clientDir = path.resolve('.tmp/academy-learner-client');
const ORIGIN = 'https://drip.example';
const TEMPLATE = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /></head><body><div id="root"></div></body></html>';
// Seeded academy (server/db/seed-data.ts): Cotton Candy Stand 101, five published lessons, lesson 1 a preview.
const STAND_101 = 'ff6ee9cc-14cb-4efc-b46e-fc8bf81d084a';
const NOW = new Date('2026-03-14T15:00:00Z');

const bus = createLocalBus();
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
  database = await createTestDatabase({ seed: true });
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: ORIGIN, CLIENT_DIR: clientDir, DATA_DIR: '.tmp/academy-learner-data' });
  const renderer: PageRenderModule = await import('../../src/entry-server');
  app = await buildApp({ db: database.db, config, mailer: new MemoryMailer(), bus, loadPageRenderer: async () => renderer });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const courseRead = `/trpc/academy.course?input=${input({ json: { courseId: STAND_101 } })}`;
type Course = {
  signedIn: boolean;
  enrolled: boolean;
  completedLessons: number;
  nextLessonId: string | null;
  lessons: { id: string; previewAvailable: boolean; playable: boolean; videoEmbedUrl: string | null; completed: boolean }[];
};
const courseOf = (body: string) => (JSON.parse(body) as { result: { data: { json: Course } } }).result.data.json;

/** A member enrolled in Stand 101 with its first two lessons done. */
async function learnerTwoLessonsIn() {
  const member = await createActor(database.db, ['user']);
  const asMember = callerFor(database.db, member, { now: () => NOW });
  await asMember.academy.enroll({ courseId: STAND_101 });
  const { lessons } = await asMember.academy.course({ courseId: STAND_101 });
  for (const lesson of lessons.slice(0, 2)) await asMember.academy.completeLesson({ lessonId: lesson.id });
  return { member, asMember, lessons };
}

async function finishAllLessons(asMember: ReturnType<typeof callerFor>) {
  for (const lesson of (await asMember.academy.course({ courseId: STAND_101 })).lessons) await asMember.academy.completeLesson({ lessonId: lesson.id });
}

describe('an enrolled member opening the course page directly while the anonymous render is cached', () => {
  it('gets the shared anonymous page with a neutral place for their part, then their own progress from an answer no cache keeps', async () => {
    const { member, lessons } = await learnerTwoLessonsIn();
    await bus.publish(BLOG_LIKES_TOPIC);
    const url = `/academy/course/${STAND_101}`;
    // Visitors warm both caches: the rendered page and the public read.
    const visitorPage = await app.inject({ method: 'GET', url });
    expect(visitorPage.statusCode).toBe(200);
    expect(visitorPage.headers.etag).toBeDefined();
    await app.inject({ method: 'GET', url: courseRead });

    const memberPage = await app.inject({ method: 'GET', url, headers: { cookie: `session=${member.token}` } });
    expect(memberPage.statusCode).toBe(200);
    // The one shared page: nothing in it is the member's, and nothing in it tells them to sign in or enroll.
    expect(memberPage.body).toBe(visitorPage.body);
    expect(memberPage.body).toContain('data-testid="personal-placeholder"');
    expect(memberPage.body).not.toContain('Sign in to enroll');
    expect(memberPage.body).not.toContain('Sign in and enroll to watch');
    expect(memberPage.body).not.toContain('Enroll in this course');

    // What the browser asks next with the member's cookie: their own view, never stored.
    const own = await app.inject({ method: 'GET', url: courseRead, headers: { cookie: `session=${member.token}` } });
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.headers.etag).toBeUndefined();
    const course = courseOf(own.body);
    expect(course).toMatchObject({ signedIn: true, enrolled: true, completedLessons: 2, nextLessonId: lessons[2]!.id });
    expect(course.lessons.every((lesson) => lesson.playable && lesson.videoEmbedUrl !== null)).toBe(true);
    expect(course.lessons.map((lesson) => lesson.completed)).toEqual([true, true, false, false, false]);

    // The next visitor still gets the anonymous answer from the cache.
    const visitor = courseOf((await app.inject({ method: 'GET', url: courseRead })).body);
    expect(visitor).toMatchObject({ signedIn: false, enrolled: false, completedLessons: 0, nextLessonId: null });
  });

  it('continues at the first lesson not done, in course order, on the course and on the dashboard', async () => {
    const { asMember, lessons } = await learnerTwoLessonsIn();
    await asMember.academy.completeLesson({ lessonId: lessons[3]!.id });
    expect((await asMember.academy.course({ courseId: STAND_101 })).nextLessonId).toBe(lessons[2]!.id);
    const dashboard = await asMember.member.dashboard();
    expect(dashboard.courses.find((course) => course.id === STAND_101)).toMatchObject({
      completedLessons: 3,
      nextLessonId: lessons[2]!.id,
      certificateCode: null,
    });
    await asMember.academy.completeLesson({ lessonId: lessons[2]!.id });
    await asMember.academy.completeLesson({ lessonId: lessons[4]!.id });
    const done = await asMember.academy.course({ courseId: STAND_101 });
    expect(done).toMatchObject({ nextLessonId: null, lessonsDone: true, finished: true, quiz: null });
  });
});

describe('finishing a course', () => {
  it('issues one certificate to a member who finished, verifiable by its code with the name as given, course and date only', async () => {
    const { member, asMember } = await learnerTwoLessonsIn();
    await expect(asMember.academy.issueCertificate({ courseId: STAND_101, name: 'Riley Chen' })).rejects.toMatchObject({ code: 'CONFLICT' });
    await finishAllLessons(asMember);

    const certificate = await asMember.academy.issueCertificate({ courseId: STAND_101, name: '  Riley Chen ' });
    expect(certificate).toMatchObject({ nameOnCertificate: 'Riley Chen', issuedAt: NOW });
    expect(certificate.code).toMatch(/^ACAD-[0-9A-HJKMNP-TV-Z]{12}$/);
    // Asking again (another tab, another name) keeps the certificate as issued.
    expect(await asMember.academy.issueCertificate({ courseId: STAND_101, name: 'Someone Else' })).toEqual(certificate);
    expect(await database.db.select().from(courseCertificates).where(eq(courseCertificates.userId, member.user.id))).toHaveLength(1);

    const check = await callerFor(database.db, null).academy.certificate({ code: certificate.code.toLowerCase() });
    expect(check).toEqual({ code: certificate.code, nameOnCertificate: 'Riley Chen', courseTitle: 'Cotton Candy Stand 101', issuedAt: NOW });
    await expect(callerFor(database.db, null).academy.certificate({ code: 'ACAD-000000000000' })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    // The check names a person: never kept by a browser or shared cache, and its page is the app's shell.
    const read = await app.inject({ method: 'GET', url: `/trpc/academy.certificate?input=${input({ json: { code: certificate.code } })}` });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    const page = await app.inject({ method: 'GET', url: `/academy/certificate/${certificate.code}` });
    expect(page.body).not.toContain('Riley Chen');
    expect(page.body).toContain('noindex');

    const dashboard = await asMember.member.dashboard();
    expect(dashboard.courseCertificates).toEqual([
      { code: certificate.code, courseId: STAND_101, courseTitle: 'Cotton Candy Stand 101', nameOnCertificate: 'Riley Chen', issuedAt: NOW },
    ]);
    expect(dashboard.courses.find((course) => course.id === STAND_101)?.certificateCode).toBe(certificate.code);
    expect(await asMember.member.courseCertificates()).toEqual(dashboard.courseCertificates);
  });

  it('makes the certificate a one-page PDF on the server with the name, the course, the date and the verifying address', async () => {
    const { asMember } = await learnerTwoLessonsIn();
    await finishAllLessons(asMember);
    const { code } = await asMember.academy.issueCertificate({ courseId: STAND_101, name: 'Zoë Park' });
    const response = await app.inject({ method: 'GET', url: `/api/academy/certificates/${code}/certificate.pdf` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    const text = drawnText(pdf);
    for (const line of ['Certificate of Completion', 'Zoe Park', 'Cotton Candy Stand 101', 'on March 14, 2026', `${ORIGIN}/academy/certificate/${code}`]) {
      expect(text).toContain(line);
    }
    expect((await app.inject({ method: 'GET', url: '/api/academy/certificates/ACAD-000000000000/certificate.pdf' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/academy/certificates/nonsense/certificate.pdf' })).statusCode).toBe(404);
  });
});

describe('a course quiz', () => {
  it('is written by staff, sent without its answers, graded on the server, and passing it is part of finishing', async () => {
    const admin = await createActor(database.db, ['admin']);
    const asAdmin = callerFor(database.db, admin, { bus });
    const questions = [
      { question: 'What do you do first?', options: ['Wash hands', 'Open the till'], correctOption: 0 },
      { question: 'Where is sugar kept?', options: ['On the floor', 'Sealed, off the floor', 'In the sun'], correctOption: 1 },
      { question: 'Who runs the machine?', options: ['Anyone', 'The supervising adult'], correctOption: 1 },
      { question: 'A customer asks about allergens?', options: ['Guess', 'Check the card'], correctOption: 1 },
      { question: 'Fever on stand day?', options: ['Stay home', 'Work anyway'], correctOption: 0 },
    ];
    await expect(
      asAdmin.admin.courseLearning.saveQuiz({ courseId: STAND_101, questions: [{ question: 'Q', options: ['a', 'b'], correctOption: 2 }] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await asAdmin.admin.courseLearning.saveQuiz({ courseId: STAND_101, questions });
    const saved = await asAdmin.admin.courseLearning.course({ id: STAND_101 });
    expect(saved.questions.map(({ question, options, correctOption }) => ({ question, options, correctOption }))).toEqual(questions);
    // The public course says a quiz exists, with its size only.
    expect((await callerFor(database.db, null).academy.course({ courseId: STAND_101 })).quiz).toEqual({ questionCount: 5, passMark: 4, result: null });

    try {
      const { member, asMember } = await learnerTwoLessonsIn();
      const outsider = callerFor(database.db, await createActor(database.db, ['user']));
      await expect(outsider.academy.quiz({ courseId: STAND_101 })).rejects.toMatchObject({ code: 'FORBIDDEN' });

      const quiz = await asMember.academy.quiz({ courseId: STAND_101 });
      expect(JSON.stringify(quiz)).not.toMatch(/correct/i);
      expect(quiz.questions.map((question) => Object.keys(question).sort())).toEqual(quiz.questions.map(() => ['id', 'options', 'question']));
      const ids = quiz.questions.map((question) => question.id);
      const right = Object.fromEntries(ids.map((id, index) => [id, questions[index]!.correctOption]));

      await finishAllLessons(asMember);
      // Every lesson done but the quiz not passed: not finished, no certificate.
      expect(await asMember.academy.course({ courseId: STAND_101 })).toMatchObject({ lessonsDone: true, finished: false });
      await expect(asMember.academy.issueCertificate({ courseId: STAND_101, name: 'Sam Lee' })).rejects.toMatchObject({ code: 'CONFLICT' });

      // 3 of 5 fails (the pass mark is 4); the server says which were missed, not what was right.
      const failed = await asMember.academy.submitQuiz({ courseId: STAND_101, answers: { ...right, [ids[0]!]: 1, [ids[1]!]: 0 } });
      expect(failed).toEqual({ correct: 3, total: 5, passed: false, missedQuestionIds: [ids[0], ids[1]] });
      const passed = await asMember.academy.submitQuiz({ courseId: STAND_101, answers: { ...right, [ids[4]!]: 1 } });
      expect(passed).toMatchObject({ correct: 4, total: 5, passed: true });
      // A later, worse attempt does not take the pass back.
      await asMember.academy.submitQuiz({ courseId: STAND_101, answers: {} });
      expect(await asMember.academy.course({ courseId: STAND_101 })).toMatchObject({
        finished: true,
        quiz: { questionCount: 5, passMark: 4, result: { correct: 4, total: 5, passed: true } },
      });
      const certificate = await asMember.academy.issueCertificate({ courseId: STAND_101, name: 'Sam Lee' });

      // Staff see the learner's progress, quiz and certificate, and can export them (formulas defused).
      const learners = await asAdmin.admin.courseLearning.learners({ id: STAND_101 });
      const row = learners.find((learner) => learner.userId === member.user.id)!;
      expect(row).toMatchObject({
        completedLessons: 5,
        totalLessons: 5,
        quiz: { correct: 4, total: 5, passed: true, attempts: 3 },
        certificateCode: certificate.code,
      });
      const file = await asAdmin.admin.courseLearning.exportLearnersCsv({ id: STAND_101 });
      expect(file.filename).toMatch(/^course-learners-ff6ee9cc-\d{4}-\d{2}-\d{2}\.csv$/);
      const line = file.csv.split('\r\n').find((candidate) => candidate.includes(member.user.email))!;
      expect(line).toContain(`"5","5","100"`);
      expect(line).toContain(`"4/5","true","3","${certificate.code}"`);
      await expect(callerFor(database.db, member).admin.courseLearning.learners({ id: STAND_101 })).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
    } finally {
      await database.db.delete(courseQuizQuestions).where(eq(courseQuizQuestions.courseId, STAND_101));
    }
  });

  it('writes a learner whose name starts like a formula into the CSV as text', async () => {
    const { member } = await learnerTwoLessonsIn();
    const { profiles } = await import('../../server/db/schema');
    await database.db
      .insert(profiles)
      .values({ userId: member.user.id, displayName: '=HYPERLINK("x")' })
      .onConflictDoUpdate({
        target: profiles.userId,
        set: { displayName: '=HYPERLINK("x")' },
      });
    const asAdmin = callerFor(database.db, await createActor(database.db, ['admin']));
    const { csv } = await asAdmin.admin.courseLearning.exportLearnersCsv({ id: STAND_101 });
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).not.toContain(`"=HYPERLINK`);
  });
});

/** The text a PDF's first page draws, from its inflated content operators. */
function drawnText(pdf: PDFDocument): string {
  const contents = pdf.getPages()[0]!.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  const operators = refs
    .map((item) => pdf.context.lookup(item as PDFRef))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode()))
    .join('\n');
  return [...operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)]
    .map((match) => String.fromCharCode(...((match[1] ?? '').match(/../g) ?? []).map((hex) => parseInt(hex, 16))))
    .join('\n');
}
