import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, searchIndex, updatedAt } from './columns';
import { difficultyEnum } from './enums';
import { users } from './auth';

export const courses = pgTable(
  'courses',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    difficultyLevel: difficultyEnum('difficulty_level').notNull().default('beginner'),
    estimatedDuration: integer('estimated_duration').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(false),
    orderIndex: integer('order_index').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('courses_duration_nonneg', sql`${t.estimatedDuration} >= 0`),
    index('courses_published_order_idx').on(t.isPublished, t.orderIndex),
    // The back office's list: catalogue order (drafts included), or by title.
    index('courses_order_idx').on(t.orderIndex),
    index('courses_title_idx').on(t.title),
    searchIndex('courses_title_search_idx', t.title),
  ],
);

export const lessons = pgTable(
  'lessons',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    // The embed URL is derived from the id when read, never stored twice.
    vimeoVideoId: text('vimeo_video_id').notNull().default(''),
    duration: integer('duration').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(false),
    previewAvailable: boolean('preview_available').notNull().default(false),
    orderIndex: integer('order_index').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('lessons_duration_nonneg', sql`${t.duration} >= 0`),
    index('lessons_course_order_idx').on(t.courseId, t.orderIndex),
    // The back office's lessons list: by title or newest first, searched by title.
    index('lessons_title_idx').on(t.title),
    index('lessons_created_idx').on(t.createdAt),
    searchIndex('lessons_title_search_idx', t.title),
  ],
);

export const enrollments = pgTable(
  'enrollments',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] }), index('enrollments_course_idx').on(t.courseId)],
);

export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);

// A quiz a signed-in member passed, graded on the server from their answers; the certificate shows these values.
// One row per member and quiz: passing again keeps the first certificate number and records the newest pass.
export const quizPasses = pgTable(
  'quiz_passes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quiz: text('quiz').notNull(),
    certificateNo: text('certificate_no').notNull().unique(),
    participantName: text('participant_name').notNull(),
    correct: integer('correct').notNull(),
    total: integer('total').notNull(),
    passedAt: timestamp('passed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.quiz] }), check('quiz_passes_score', sql`${t.correct} >= 0 AND ${t.correct} <= ${t.total}`)],
);

// A course's short quiz, written by staff: the question, its options and which one is right. The right option never
// leaves the server before a member submits; the server grades what they chose.
export const courseQuizQuestions = pgTable(
  'course_quiz_questions',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    options: text('options').array().notNull(),
    correctOption: integer('correct_option').notNull(),
    orderIndex: integer('order_index').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('course_quiz_questions_correct_option', sql`${t.correctOption} >= 0 AND ${t.correctOption} < cardinality(${t.options})`),
    index('course_quiz_questions_course_idx').on(t.courseId, t.orderIndex),
  ],
);

// A member's best graded attempt at a course's quiz; passing is part of finishing a course that has a quiz.
export const courseQuizResults = pgTable(
  'course_quiz_results',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    correct: integer('correct').notNull(),
    total: integer('total').notNull(),
    passed: boolean('passed').notNull(),
    attempts: integer('attempts').notNull().default(1),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
    passedAt: timestamp('passed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] }), check('course_quiz_results_score', sql`${t.correct} >= 0 AND ${t.correct} <= ${t.total}`)],
);

// A finished course's certificate: the name as the learner gave it, the date, and a code anyone can check at the
// certificate's public address. One per member and course; the code never changes once issued.
export const courseCertificates = pgTable(
  'course_certificates',
  {
    code: text('code').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    nameOnCertificate: text('name_on_certificate').notNull(),
    // The course's title when it was earned: a later rename does not change what was certified.
    courseTitle: text('course_title').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('course_certificates_user_course_idx').on(t.userId, t.courseId), index('course_certificates_course_idx').on(t.courseId)],
);
