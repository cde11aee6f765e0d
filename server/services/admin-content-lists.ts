import { asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  adminBlogListSchema,
  adminCourseListSchema,
  adminEventListSchema,
  adminFeaturedKidListSchema,
  adminLessonListSchema,
  adminProductListSchema,
} from '@shared/schemas/admin-content-lists';
import type { Executor } from '../db/client';
import { blogPosts, courses, enrollments, events, featuredKids, lessons, productImages, products, productVariants } from '../db/schema';
import { vimeoEmbedUrl } from '@shared/schemas/vimeo';
import { allOf, offsetOf, orderByOf, pageOf, searchAny } from './admin-list';

// One page of each content list of the back office (products, events, featured kids, blog posts, courses, lessons): searched,
// filtered and sorted in SQL, counted with the same WHERE, and only the page's rows read. The sort columns each have
// an index (server/db/schema), so the first page and a deep page are read without sorting the whole table.

/** 'shown' / 'hidden' over the boolean column that puts a row on the public site. */
const visibilityOf = (column: Parameters<typeof eq>[0], status: 'shown' | 'hidden' | undefined) =>
  status === undefined ? undefined : eq(column, status === 'shown');

export async function listProductsPage(db: Executor, input: z.infer<typeof adminProductListSchema>) {
  const filter = allOf([
    searchAny(input.search, [products.name, products.slug]),
    visibilityOf(products.isActive, input.status),
    input.category ? eq(products.category, input.category) : undefined,
  ]);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(filter)
      .orderBy(
        ...orderByOf(
          { createdAt: products.createdAt, name: products.name, category: products.category },
          input,
          { sort: 'createdAt', dir: 'desc' },
          products.id,
        ),
      )
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ total: count() }).from(products).where(filter),
  ]);
  const ids = rows.map((row) => row.id);
  const [variants, images] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(productVariants).where(inArray(productVariants.productId, ids)).orderBy(asc(productVariants.displayOrder)),
          db.select().from(productImages).where(inArray(productImages.productId, ids)).orderBy(asc(productImages.displayOrder)),
        ]);
  const items = rows.map((product) => ({
    ...product,
    variants: variants.filter((variant) => variant.productId === product.id),
    images: images.filter((image) => image.productId === product.id),
  }));
  return pageOf(items, totals?.total ?? 0, input);
}

/** The database keeps seconds ('14:30:00'); the form and the table work in 'HH:mm'. */
const toMinutes = (time: string) => time.slice(0, 5);

/** Events by date (newest first unless asked); `today` (the business's day) splits upcoming from past. */
export async function listEventsPage(db: Executor, input: z.infer<typeof adminEventListSchema>, today: string) {
  const filter = allOf([
    searchAny(input.search, [events.title, events.location]),
    visibilityOf(events.isActive, input.status),
    input.type ? eq(events.type, input.type) : undefined,
    input.when === 'upcoming' ? gte(events.eventDate, today) : input.when === 'past' ? lt(events.eventDate, today) : undefined,
  ]);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(events)
      .where(filter)
      .orderBy(...orderByOf({ date: events.eventDate, title: events.title, location: events.location }, input, { sort: 'date', dir: 'desc' }, events.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ total: count() }).from(events).where(filter),
  ]);
  const items = rows.map((row) => ({ ...row, startTime: toMinutes(row.startTime), endTime: toMinutes(row.endTime), isPast: row.eventDate < today }));
  return pageOf(items, totals?.total ?? 0, input);
}

export async function listFeaturedKidsPage(db: Executor, input: z.infer<typeof adminFeaturedKidListSchema>) {
  const filter = allOf([searchAny(input.search, [featuredKids.name]), visibilityOf(featuredKids.isFeatured, input.status)]);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(featuredKids)
      .where(filter)
      .orderBy(
        ...orderByOf(
          // A kid without a spotlight month sorts as the oldest month.
          { spotlight: sql`coalesce(${featuredKids.spotlightMonth}, date '0001-01-01')`, name: featuredKids.name, createdAt: featuredKids.createdAt },
          input,
          { sort: 'spotlight', dir: 'desc' },
          featuredKids.id,
        ),
      )
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ total: count() }).from(featuredKids).where(filter),
  ]);
  const items = rows.map((row) => ({ ...row, spotlightMonth: row.spotlightMonth ? row.spotlightMonth.slice(0, 7) : '' }));
  return pageOf(items, totals?.total ?? 0, input);
}

export async function listBlogPostsPage(db: Executor, input: z.infer<typeof adminBlogListSchema>) {
  const filter = allOf([
    searchAny(input.search, [blogPosts.title, blogPosts.slug, blogPosts.author]),
    visibilityOf(blogPosts.isPublished, input.status),
    input.category ? eq(blogPosts.category, input.category) : undefined,
  ]);
  const [items, [totals]] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        slug: blogPosts.slug,
        excerpt: blogPosts.excerpt,
        content: blogPosts.content,
        contentFormat: blogPosts.contentFormat,
        featuredImage: blogPosts.featuredImage,
        emoji: blogPosts.emoji,
        category: blogPosts.category,
        author: blogPosts.author,
        isPublished: blogPosts.isPublished,
        publishedAt: blogPosts.publishedAt,
        createdAt: blogPosts.createdAt,
        updatedAt: blogPosts.updatedAt,
      })
      .from(blogPosts)
      .where(filter)
      .orderBy(
        ...orderByOf(
          // A draft never published sorts as the oldest.
          { createdAt: blogPosts.createdAt, title: blogPosts.title, publishedAt: sql`coalesce(${blogPosts.publishedAt}, timestamptz '0001-01-01Z')` },
          input,
          { sort: 'createdAt', dir: 'desc' },
          blogPosts.id,
        ),
      )
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ total: count() }).from(blogPosts).where(filter),
  ]);
  return pageOf(items, totals?.total ?? 0, input);
}

/** Courses in catalogue order by default, each with its lesson and enrollment counts (counted for the page's rows only). */
export async function listCoursesPage(db: Executor, input: z.infer<typeof adminCourseListSchema>) {
  const filter = allOf([
    searchAny(input.search, [courses.title]),
    visibilityOf(courses.isPublished, input.status),
    input.level ? eq(courses.difficultyLevel, input.level) : undefined,
  ]);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: courses.id,
        title: courses.title,
        description: courses.description,
        imageUrl: courses.imageUrl,
        difficultyLevel: courses.difficultyLevel,
        estimatedDuration: courses.estimatedDuration,
        isPublished: courses.isPublished,
        orderIndex: courses.orderIndex,
        createdAt: courses.createdAt,
      })
      .from(courses)
      .where(filter)
      .orderBy(
        ...orderByOf({ order: courses.orderIndex, title: courses.title, createdAt: courses.createdAt }, input, { sort: 'order', dir: 'asc' }, courses.id),
      )
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ total: count() }).from(courses).where(filter),
  ]);
  // Counted apart, for the page's courses only (in the page's query they would be counted for every skipped row too).
  const ids = rows.map((row) => row.id);
  const [lessonCounts, enrollmentCounts] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db.select({ courseId: lessons.courseId, n: count() }).from(lessons).where(inArray(lessons.courseId, ids)).groupBy(lessons.courseId),
          db.select({ courseId: enrollments.courseId, n: count() }).from(enrollments).where(inArray(enrollments.courseId, ids)).groupBy(enrollments.courseId),
        ]);
  const lessonsOf = new Map(lessonCounts.map((row) => [row.courseId, row.n]));
  const enrollmentsOf = new Map(enrollmentCounts.map((row) => [row.courseId, row.n]));
  const items = rows.map((row) => ({ ...row, lessonCount: lessonsOf.get(row.id) ?? 0, enrollmentCount: enrollmentsOf.get(row.id) ?? 0 }));
  return pageOf(items, totals?.total ?? 0, input);
}

/** Lessons with their course, in catalogue order (each course's lessons in their own order) unless asked otherwise. */
export async function listLessonsPage(db: Executor, input: z.infer<typeof adminLessonListSchema>) {
  const filter = allOf([
    searchAny(input.search, [lessons.title]),
    visibilityOf(lessons.isPublished, input.status),
    input.course ? eq(lessons.courseId, input.course) : undefined,
  ]);
  const order = orderByOf(
    { course: [courses.orderIndex, courses.title, lessons.courseId, lessons.orderIndex], title: lessons.title, createdAt: lessons.createdAt },
    input,
    { sort: 'course', dir: 'asc' },
    lessons.id,
  );
  // The page's ids are found first, sorting only the narrow keys; then just those rows are read whole. Sorting every
  // lesson with its description to reach a deep page costs several times more.
  const pageIds = db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(filter)
    .orderBy(...order)
    .limit(input.pageSize)
    .offset(offsetOf(input));
  const [rows, [totals]] = await Promise.all([
    db
      .select({ lesson: lessons, course: { id: courses.id, title: courses.title } })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(inArray(lessons.id, pageIds))
      .orderBy(...order),
    db.select({ total: count() }).from(lessons).where(filter),
  ]);
  const items = rows.map(({ lesson, course }) => ({
    id: lesson.id,
    courseId: lesson.courseId,
    title: lesson.title,
    description: lesson.description,
    vimeoVideoId: lesson.vimeoVideoId,
    // Derived from the id when read, never stored twice.
    vimeoEmbedUrl: vimeoEmbedUrl(lesson.vimeoVideoId),
    duration: lesson.duration,
    isPublished: lesson.isPublished,
    previewAvailable: lesson.previewAvailable,
    orderIndex: lesson.orderIndex,
    createdAt: lesson.createdAt,
    course,
  }));
  return pageOf(items, totals?.total ?? 0, input);
}
