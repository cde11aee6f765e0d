import { Link } from '@tanstack/react-router';
import { GraduationCapIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { deferredSection } from '@/lib/deferred-section';

// The course cards come alive after the page's heading, as the visitor scrolls to them (see deferredSection).
const CourseList = deferredSection('course-list', () => import('./course-list').then((module) => module.CourseList));

/** Loads the code of the catalogue's deferred section: the route's loader awaits it. */
export const loadAcademySections = () => CourseList.load();

/** The public catalogue: published courses in the order staff set. */
export function AcademyPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <section className="text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-candy-purple/15 text-candy-purple-dark">
          <GraduationCapIcon className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-4xl font-extrabold sm:text-5xl">Business Academy</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-ink/75">
          Video courses from the Drip kitchen: run a stand, invent flavors and grow a sweet business of your own.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild variant="outline">
            <Link to="/">Back to Home</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/dashboard">My Dashboard</Link>
          </Button>
        </div>
      </section>

      <CourseList />
    </div>
  );
}
