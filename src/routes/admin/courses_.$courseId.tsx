import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { CourseLearningPage } from '@/features/admin/courses/course-learning-page';

export const Route = createFileRoute('/admin/courses_/$courseId')({
  head: routeHead('/admin/courses_/$courseId'),
  component: CourseLearningRoute,
});

function CourseLearningRoute() {
  const { courseId } = Route.useParams();
  return <CourseLearningPage courseId={courseId} />;
}
