import { Link } from '@tanstack/react-router';
import { BookOpenIcon, ClockIcon } from 'lucide-react';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/trpc';
import { DifficultyBadge } from './difficulty-badge';
import { formatMinutes, lessonsLabel } from './format';

/** The published courses as cards, in the order staff set. */
export function CourseList() {
  // Not a suspense query: a failed read shows its error in the course list's place, under the page's own heading.
  const courses = api.academy.courses.useQuery();
  return (
    <div id="course-list">
      {courses.isPending ? (
        <div className="mt-12 flex justify-center">
          <Spinner label="Loading courses" />
        </div>
      ) : courses.isError ? (
        <LoadError what="the courses" onRetry={() => courses.refetch()} />
      ) : courses.data.length === 0 ? (
        <section className="mx-auto mt-12 max-w-xl rounded-3xl border-2 border-dashed border-candy-purple/30 bg-white p-10 text-center">
          <BookOpenIcon className="mx-auto size-10 text-candy-purple-dark" aria-hidden="true" />
          <h2 className="mt-3 text-2xl font-bold">Courses Coming Soon!</h2>
          <p className="mt-2 text-ink/70">We are filming new lessons in the Drip kitchen. Check back soon.</p>
        </section>
      ) : (
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Courses">
          {courses.data.map((course) => (
            <li key={course.id} data-testid="course-card">
              <Link
                to="/academy/course/$courseId"
                params={{ courseId: course.id }}
                className="group flex h-full flex-col overflow-hidden rounded-3xl border border-candy-purple/15 bg-white shadow-sm transition hover:-translate-y-1 hover:shadow-lg"
              >
                <div className="aspect-[16/9] overflow-hidden bg-candy-pink/10">
                  {course.imageUrl ? (
                    <img src={course.imageUrl} alt="" className="size-full object-cover transition group-hover:scale-105" loading="lazy" />
                  ) : null}
                </div>
                <div className="flex flex-1 flex-col p-5">
                  <DifficultyBadge level={course.difficultyLevel} className="self-start" />
                  <h2 className="mt-3 font-display text-xl font-bold group-hover:text-candy-pink-dark">{course.title}</h2>
                  <p className="mt-2 line-clamp-3 text-sm text-ink/70">{course.description}</p>
                  <p className="mt-auto flex items-center gap-4 pt-4 text-sm font-bold text-ink/70">
                    <span className="inline-flex items-center gap-1" data-testid="lesson-count">
                      <BookOpenIcon className="size-4" aria-hidden="true" />
                      {lessonsLabel(course.lessonCount)}
                    </span>
                    {course.estimatedDuration > 0 ? (
                      <span className="inline-flex items-center gap-1">
                        <ClockIcon className="size-4" aria-hidden="true" />
                        {formatMinutes(course.estimatedDuration)}
                      </span>
                    ) : null}
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
