import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowRightIcon, BookOpenIcon, CheckCircle2Icon, CircleIcon, ClockIcon, LockIcon, PlayCircleIcon } from 'lucide-react';
import { toast } from 'sonner';
import { useEffect, useEffectEvent, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Badge, Card } from '@/components/ui/card';
import type { RouterOutputs } from '@/lib/api-types';
import { api, errorMessageOf } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { CourseCompletion } from './course-completion';
import { useRefreshProgress } from './use-refresh-progress';
import { DifficultyBadge } from './difficulty-badge';
import { formatMinutes, lessonsLabel } from './format';
import { listenMessage, playerEventOf, VIMEO_PLAYER_ORIGIN, withPlayerApi } from './vimeo-events';

type CourseData = RouterOutputs['academy']['course'];
type Lesson = CourseData['lessons'][number];

/**
 * The course as this viewer may see it. The page arrives rendered for an anonymous visitor (that render is shared by
 * every visitor and kept in the shared cache), so the learner's own part (enrollment, progress, which lessons play) is
 * shown only once the browser knows who is looking and holds an answer made for them: until then those parts are a
 * neutral placeholder, never the visitor's "Sign in to enroll". A signed-in viewer holding the visitor's answer asks
 * again with their session (that answer is never stored by a shared cache).
 */
function useCourseForViewer(courseId: string): { course: CourseData; personal: CourseData | null } {
  const [course] = api.academy.course.useSuspenseQuery({ courseId });
  const me = api.account.me.useQuery(undefined, { staleTime: 60_000 });
  const utils = api.useUtils();
  const viewerKnown = !me.isPending;
  const matches = viewerKnown && course.signedIn === Boolean(me.data);
  useEffect(() => {
    if (!viewerKnown || matches) return;
    // The session may also have ended since the header asked: both answers are asked again, so they agree.
    void Promise.all([utils.academy.course.refetch({ courseId }), utils.account.me.invalidate()]);
  }, [viewerKnown, matches, courseId, utils]);
  return { course, personal: matches ? course : null };
}

/** The lesson a visit opens: the one in the address, else where the learner left off, else the first that plays. */
function lessonToOpen(course: CourseData, lessonId: string | undefined): Lesson | undefined {
  const byId = (id: string | null | undefined) => (id ? course.lessons.find((lesson) => lesson.id === id) : undefined);
  return (
    byId(lessonId) ??
    byId(course.nextLessonId) ??
    (course.enrolled ? course.lessons.at(-1) : undefined) ??
    course.lessons.find((lesson) => lesson.playable) ??
    course.lessons[0]
  );
}

/** A course with its published lessons: enrollment, the lesson player and the member's progress. */
export function CoursePage({ courseId, lessonId }: { courseId: string; lessonId: string | undefined }) {
  const { course: content, personal } = useCourseForViewer(courseId);
  const course = personal ?? content;
  const refresh = useRefreshProgress(courseId);
  const enroll = api.academy.enroll.useMutation({
    onSuccess: async () => {
      toast.success('You are enrolled!', { description: `Every lesson of ${course.title} is open to you now.` });
      await refresh();
    },
    onError: (error) => toast.error('Error', { description: errorMessageOf(error) }),
  });

  const selected = personal ? lessonToOpen(personal, lessonId) : undefined;
  // The lesson a visit opened goes into the address, so marking it complete (which moves where the learner would
  // continue) does not switch the player away from it; "Next lesson" moves on.
  const navigate = useNavigate();
  const opened = !lessonId && personal?.enrolled ? selected?.id : undefined;
  useEffect(() => {
    if (opened) void navigate({ to: '/academy/course/$courseId', params: { courseId }, search: { lesson: opened }, replace: true, resetScroll: false });
  }, [opened, courseId, navigate]);
  const selectedIndex = selected ? course.lessons.indexOf(selected) : -1;
  const following = selectedIndex >= 0 ? course.lessons[selectedIndex + 1] : undefined;
  const percent = course.totalLessons === 0 ? 0 : Math.round((course.completedLessons / course.totalLessons) * 100);
  const here = `/academy/course/${course.id}`;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Link to="/academy" className="text-sm font-bold text-candy-purple-dark hover:underline">
        ← All courses
      </Link>

      <section className="mt-4 grid gap-6 md:grid-cols-[2fr_3fr]">
        <div className="aspect-[16/9] overflow-hidden rounded-3xl bg-candy-pink/10 shadow-sm">
          {course.imageUrl ? <img src={course.imageUrl} alt="" className="size-full object-cover" /> : null}
        </div>
        <div>
          <DifficultyBadge level={course.difficultyLevel} />
          <h1 className="mt-2 text-3xl font-extrabold sm:text-4xl">{course.title}</h1>
          <p className="mt-2 text-ink/75">{course.description}</p>
          <p className="mt-3 flex flex-wrap items-center gap-4 text-sm font-bold text-ink/70">
            <span className="inline-flex items-center gap-1">
              <BookOpenIcon className="size-4" aria-hidden="true" />
              {lessonsLabel(course.totalLessons)}
            </span>
            {course.estimatedDuration > 0 ? (
              <span className="inline-flex items-center gap-1">
                <ClockIcon className="size-4" aria-hidden="true" />
                {formatMinutes(course.estimatedDuration)}
              </span>
            ) : null}
          </p>

          <Card className="mt-5 p-5" data-testid="enrollment" aria-busy={personal ? undefined : true}>
            {!personal ? (
              <PersonalPlaceholder />
            ) : course.enrolled ? (
              <>
                <p className="font-bold text-emerald-700">You are enrolled in this course.</p>
                <div
                  className="mt-2 h-3 overflow-hidden rounded-full bg-candy-mint/30"
                  role="progressbar"
                  aria-label="Course progress"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                >
                  <div className="h-full rounded-full bg-emerald-500" style={{ width: `${percent}%` }} />
                </div>
                <p className="mt-1 text-sm font-bold text-ink/70" data-testid="course-progress">
                  {course.completedLessons} of {course.totalLessons} lessons complete
                </p>
                {course.nextLessonId && course.nextLessonId !== selected?.id ? (
                  <Button asChild size="md" className="mt-3">
                    <Link to="/academy/course/$courseId" params={{ courseId: course.id }} search={{ lesson: course.nextLessonId }} replace resetScroll={false}>
                      <PlayCircleIcon aria-hidden="true" />
                      {course.completedLessons === 0 ? 'Start the first lesson' : 'Continue where you left off'}
                    </Link>
                  </Button>
                ) : null}
              </>
            ) : course.signedIn ? (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-ink/75">Enroll for free to watch every lesson and track your progress.</p>
                <Button size="lg" onClick={() => enroll.mutate({ courseId: course.id })} disabled={enroll.isPending}>
                  {enroll.isPending ? 'Enrolling…' : 'Enroll in this course'}
                </Button>
              </div>
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-ink/75">Preview lessons are free to watch. Sign in to enroll and unlock every lesson.</p>
                <Button asChild size="lg">
                  <Link to="/login" search={{ redirect: here }}>
                    Sign in to enroll
                  </Link>
                </Button>
              </div>
            )}
          </Card>
        </div>
      </section>

      {personal && selected ? (
        <LessonPlayer key={selected.id} course={personal} lesson={selected} following={following} />
      ) : personal ? null : (
        <PlayerPlaceholder />
      )}

      {personal?.lessonsDone ? <CourseCompletion course={personal} /> : null}

      <section aria-labelledby="lessons" className="mt-10">
        <h2 id="lessons" className="text-2xl font-bold">
          Lessons
        </h2>
        {course.lessons.length === 0 ? (
          <p className="mt-3 text-ink/70">No lessons yet. New lessons are on their way.</p>
        ) : (
          <ol className="mt-4 space-y-2" data-testid="lesson-list">
            {course.lessons.map((lesson, index) => (
              <li key={lesson.id}>
                <Link
                  to="/academy/course/$courseId"
                  params={{ courseId: course.id }}
                  search={{ lesson: lesson.id }}
                  replace
                  resetScroll={false}
                  data-testid="lesson-row"
                  aria-current={lesson.id === selected?.id ? 'true' : undefined}
                  className={cn(
                    'flex items-center gap-4 rounded-2xl border bg-white p-4 transition hover:border-candy-pink',
                    lesson.id === selected?.id ? 'border-candy-pink-dark ring-2 ring-candy-pink/30' : 'border-candy-purple/15',
                  )}
                >
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-candy-purple/10 font-bold text-candy-purple-dark">
                    {index + 1}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-bold">{lesson.title}</span>
                    <span className="block text-sm text-ink/70">{lesson.description}</span>
                  </span>
                  <span className="hidden shrink-0 text-sm font-bold text-ink/70 sm:block">{formatMinutes(lesson.duration)}</span>
                  {lesson.previewAvailable ? <Badge className="shrink-0 bg-candy-blue/20 text-candy-blue-dark">Preview</Badge> : null}
                  {personal ? (
                    <LessonStatus lesson={lesson} />
                  ) : (
                    <span className="size-6 shrink-0 animate-pulse rounded-full bg-candy-purple/10" aria-hidden="true" />
                  )}
                </Link>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** The learner's part of the page before their answer is here: the same size as what replaces it, saying nothing. */
function PersonalPlaceholder() {
  return (
    <div data-testid="personal-placeholder" className="space-y-3" role="status" aria-label="Loading your progress">
      <div className="h-4 w-2/3 animate-pulse rounded-full bg-candy-purple/10" />
      <div className="h-3 w-full animate-pulse rounded-full bg-candy-purple/10" />
      <div className="h-4 w-1/3 animate-pulse rounded-full bg-candy-purple/10" />
    </div>
  );
}

function PlayerPlaceholder() {
  return (
    <section className="mt-10" aria-hidden="true" data-testid="player-placeholder">
      <div className="aspect-video animate-pulse rounded-3xl bg-ink/15" />
      <div className="mt-4 h-7 w-1/2 animate-pulse rounded-full bg-candy-purple/10" />
    </section>
  );
}

function LessonStatus({ lesson }: { lesson: Lesson }) {
  if (lesson.completed) return <CheckCircle2Icon className="size-6 shrink-0 text-emerald-600" aria-label="Completed" />;
  if (!lesson.playable) return <LockIcon className="size-5 shrink-0 text-ink/40" aria-label="Locked" />;
  return <PlayCircleIcon className="size-6 shrink-0 text-candy-pink-dark" aria-label="Watch" />;
}

function LessonPlayer({ course, lesson, following }: { course: CourseData; lesson: Lesson; following: Lesson | undefined }) {
  const refresh = useRefreshProgress(course.id);
  const complete = api.academy.completeLesson.useMutation({
    onSuccess: async () => {
      toast.success('Lesson complete!', { description: `${lesson.title} is marked as done.` });
      await refresh();
    },
    onError: (error) => toast.error('Error', { description: errorMessageOf(error) }),
  });

  const iframeRef = useRef<HTMLIFrameElement>(null);
  // The lesson counts as complete when its video plays to the end (manual marking stays for lessons without one).
  const autoComplete = course.enrolled && !lesson.completed && Boolean(lesson.videoEmbedUrl);
  const markComplete = useEffectEvent(() => {
    if (!complete.isPending) complete.mutate({ lessonId: lesson.id });
  });
  useEffect(() => {
    if (!autoComplete) return;
    const askForEnded = () => iframeRef.current?.contentWindow?.postMessage(listenMessage('ended'), VIMEO_PLAYER_ORIGIN);
    const onMessage = (message: MessageEvent) => {
      if (message.source !== iframeRef.current?.contentWindow) return;
      const event = playerEventOf(message.origin, message.data);
      if (event === 'ready') askForEnded();
      else if (event === 'ended') markComplete();
    };
    window.addEventListener('message', onMessage);
    const iframe = iframeRef.current;
    iframe?.addEventListener('load', askForEnded);
    askForEnded();
    return () => {
      window.removeEventListener('message', onMessage);
      iframe?.removeEventListener('load', askForEnded);
    };
  }, [autoComplete, lesson.id]);

  return (
    <section aria-labelledby="player-title" className="mt-10" data-testid="lesson-player">
      <div className="overflow-hidden rounded-3xl bg-ink shadow-lg">
        {lesson.videoEmbedUrl ? (
          <div className="aspect-video">
            <iframe
              ref={iframeRef}
              src={withPlayerApi(lesson.videoEmbedUrl)}
              title={lesson.title}
              className="size-full"
              allow="autoplay; fullscreen; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        ) : (
          <div className="flex aspect-video flex-col items-center justify-center gap-3 p-6 text-center text-white">
            <LockIcon className="size-10 text-candy-yellow" aria-hidden="true" />
            <p className="font-display text-xl font-bold">
              {lesson.playable
                ? 'This lesson has no video yet.'
                : course.signedIn
                  ? 'Enroll in this course to watch this lesson.'
                  : 'Sign in and enroll to watch this lesson.'}
            </p>
          </div>
        )}
      </div>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id="player-title" className="text-2xl font-bold">
            {lesson.title}
          </h2>
          <p className="text-ink/70">{lesson.description}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {course.enrolled ? (
            lesson.completed ? (
              <p className="inline-flex items-center gap-2 rounded-full bg-emerald-100 px-4 py-2 font-bold text-emerald-800">
                <CheckCircle2Icon className="size-5" aria-hidden="true" />
                Completed
              </p>
            ) : (
              <Button size="lg" onClick={() => complete.mutate({ lessonId: lesson.id })} disabled={complete.isPending}>
                <CircleIcon aria-hidden="true" />
                {complete.isPending ? 'Saving…' : 'Mark as complete'}
              </Button>
            )
          ) : null}
          {following ? (
            <Button asChild size="lg" variant={lesson.completed ? 'primary' : 'outline'}>
              <Link to="/academy/course/$courseId" params={{ courseId: course.id }} search={{ lesson: following.id }} replace resetScroll={false}>
                Next lesson
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
      {complete.error ? <Alert className="mt-3">{errorMessageOf(complete.error)}</Alert> : null}
    </section>
  );
}
