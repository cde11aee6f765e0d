import { createFileRoute } from '@tanstack/react-router';
import { CourseLearningPage } from '@/features/admin/courses/course-learning-page';

export const Route = createFileRoute('/admin/courses_/$courseId')({
  head: () => ({ meta: [{ title: 'Course quiz and learners — Admin — Drip Cotton Candy' }] }),
  component: CourseLearningRoute,
});

function CourseLearningRoute() {
  const { courseId } = Route.useParams();
  return <CourseLearningPage courseId={courseId} />;
}
