import { createFileRoute, notFound } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { TRPCClientError } from '@trpc/client';
import { validateCourseSearch } from '@shared/page-search';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { CoursePage } from '@/features/academy/course-page';

export const Route = createFileRoute('/academy/course/$courseId')({
  validateSearch: validateCourseSearch,
  loader: async ({ context, params }) => {
    try {
      return await context.trpc.academy.course.ensureData({ courseId: params.courseId });
    } catch (error) {
      // An unknown or unpublished course is the site's not-found page.
      if (error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'NOT_FOUND') throw notFound();
      throw error;
    }
  },
  head: routeHead('/academy/course/$courseId'),
  notFoundComponent: NotFoundPage,
  component: CourseRoute,
});

function CourseRoute() {
  const { courseId } = Route.useParams();
  const { lesson } = Route.useSearch();
  return <CoursePage courseId={courseId} lessonId={lesson} />;
}
