import { Link } from '@tanstack/react-router';
import { DownloadIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { QUIZ_MAX_OPTIONS, QUIZ_MAX_QUESTIONS, QUIZ_MIN_OPTIONS, QUIZ_PASS_PERCENT } from '@shared/schemas/course-quiz';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { api, errorMessageOf } from '@/lib/trpc';
import type { RouterOutputs } from '../shared/types';
import { AdminBadge } from '../shared/admin-badge';
import { AdminPageHeader } from '../shared/admin-page-header';
import { AdminTable, type AdminColumn } from '../shared/admin-table';
import { toastError, toastSuccess } from '../shared/admin-toasts';
import { downloadCsv } from '../shared/download-csv';
import { dateTimeFormat } from '../shared/text-format';

type Learner = RouterOutputs['admin']['courseLearning']['learners'][number];
type DraftQuestion = { question: string; options: string[]; correctOption: number };

/** One course's learning in the back office: its quiz, written here, and every learner's progress with a CSV export. */
export function CourseLearningPage({ courseId }: { courseId: string }) {
  const course = api.admin.courseLearning.course.useQuery({ id: courseId });
  return (
    <div className="mx-auto max-w-7xl">
      <Link to="/admin/courses" className="text-sm font-bold text-candy-purple-dark hover:underline">
        ← Courses
      </Link>
      <AdminPageHeader title={course.data ? course.data.title : 'Course'} description="The course's quiz, and how far each learner has got." />
      {course.isError ? <p role="alert">{errorMessageOf(course.error)}</p> : null}
      {course.data ? <QuizEditor key={course.dataUpdatedAt} courseId={courseId} saved={course.data.questions} /> : null}
      <Learners courseId={courseId} />
    </div>
  );
}

function QuizEditor({ courseId, saved }: { courseId: string; saved: DraftQuestion[] }) {
  const utils = api.useUtils();
  const [questions, setQuestions] = useState<DraftQuestion[]>(() =>
    saved.map(({ question, options, correctOption }) => ({ question, options, correctOption })),
  );
  const save = api.admin.courseLearning.saveQuiz.useMutation({
    onSuccess: async (result) => {
      toastSuccess(result.questionCount === 0 ? 'Quiz removed' : `Quiz saved (${result.questionCount} questions)`);
      await utils.admin.courseLearning.invalidate();
    },
    onError: (error) => toastError('Error saving the quiz', error),
  });
  const update = (index: number, change: Partial<DraftQuestion>) =>
    setQuestions((current) => current.map((question, at) => (at === index ? { ...question, ...change } : question)));

  return (
    <Card className="mb-8 p-5" data-testid="quiz-editor">
      <h2 className="text-xl font-bold">Quiz</h2>
      <p className="mt-1 text-sm text-ink/70">
        Learners take it after the last lesson; {QUIZ_PASS_PERCENT}% right passes and is needed for the certificate. Leave it empty for a course without a quiz.
        The right answers are never sent to learners.
      </p>
      <ol className="mt-4 space-y-4">
        {questions.map((question, index) => (
          <li key={index} className="rounded-2xl border border-candy-purple/15 p-4">
            <fieldset>
              <legend className="sr-only">Question {index + 1}</legend>
              <div className="flex items-start gap-2">
                <label className="flex-1">
                  <span className="text-sm font-bold">Question {index + 1}</span>
                  <Input className="mt-1" value={question.question} maxLength={300} onChange={(event) => update(index, { question: event.target.value })} />
                </label>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove question ${index + 1}`}
                  onClick={() => setQuestions((current) => current.filter((_, at) => at !== index))}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </div>
              <div className="mt-3 space-y-2">
                {question.options.map((option, optionIndex) => (
                  <div key={optionIndex} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name={`correct-${index}`}
                      className="size-4 accent-emerald-600"
                      aria-label={`Option ${optionIndex + 1} is the right answer`}
                      checked={question.correctOption === optionIndex}
                      onChange={() => update(index, { correctOption: optionIndex })}
                    />
                    <Input
                      aria-label={`Question ${index + 1}, option ${optionIndex + 1}`}
                      value={option}
                      maxLength={200}
                      onChange={(event) => update(index, { options: question.options.map((text, at) => (at === optionIndex ? event.target.value : text)) })}
                    />
                    {question.options.length > QUIZ_MIN_OPTIONS ? (
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove option ${optionIndex + 1}`}
                        onClick={() =>
                          update(index, {
                            options: question.options.filter((_, at) => at !== optionIndex),
                            correctOption: question.correctOption === optionIndex ? 0 : question.correctOption - (question.correctOption > optionIndex ? 1 : 0),
                          })
                        }
                      >
                        <Trash2Icon aria-hidden="true" />
                      </Button>
                    ) : null}
                  </div>
                ))}
              </div>
              {question.options.length < QUIZ_MAX_OPTIONS ? (
                <Button variant="link" size="sm" className="mt-1 px-0" onClick={() => update(index, { options: [...question.options, ''] })}>
                  <PlusIcon aria-hidden="true" /> Add option
                </Button>
              ) : null}
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-3">
        {questions.length < QUIZ_MAX_QUESTIONS ? (
          <Button variant="outline" onClick={() => setQuestions((current) => [...current, { question: '', options: ['', ''], correctOption: 0 }])}>
            <PlusIcon aria-hidden="true" /> Add question
          </Button>
        ) : null}
        <Button onClick={() => save.mutate({ courseId, questions })} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save quiz'}
        </Button>
      </div>
    </Card>
  );
}

function Learners({ courseId }: { courseId: string }) {
  const learners = api.admin.courseLearning.learners.useQuery({ id: courseId });
  const utils = api.useUtils();
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      const file = await utils.admin.courseLearning.exportLearnersCsv.fetch({ id: courseId }, { staleTime: 0 });
      downloadCsv(file.filename, file.csv);
    } catch (error) {
      toastError('Failed to export CSV', error);
    } finally {
      setExporting(false);
    }
  }

  const columns: AdminColumn<Learner>[] = [
    {
      key: 'learner',
      header: 'Learner',
      className: 'min-w-40 [overflow-wrap:anywhere]',
      cell: (l) => (
        <div>
          <p className="font-bold">{l.displayName ?? l.email}</p>
          <p className="text-ink/70">{l.email}</p>
        </div>
      ),
    },
    { key: 'enrolled', header: 'Enrolled', className: 'text-ink/70', cell: (l) => dateTimeFormat.format(l.enrolledAt) },
    {
      key: 'progress',
      header: 'Progress',
      cell: (l) => (
        <span className="tabular-nums">
          {l.completedLessons}/{l.totalLessons} lessons
        </span>
      ),
    },
    {
      key: 'last',
      header: 'Last lesson done',
      className: 'text-ink/70',
      cell: (l) => (l.lastLessonCompletedAt ? dateTimeFormat.format(l.lastLessonCompletedAt) : '—'),
    },
    {
      key: 'quiz',
      header: 'Quiz',
      cell: (l) =>
        l.quiz ? (
          <AdminBadge variant={l.quiz.passed ? 'success' : 'warning'}>
            {l.quiz.correct}/{l.quiz.total} {l.quiz.passed ? 'passed' : 'not passed'}
          </AdminBadge>
        ) : (
          '—'
        ),
    },
    { key: 'certificate', header: 'Certificate', className: 'font-mono text-xs', cell: (l) => l.certificateCode ?? '—' },
  ];

  return (
    <section aria-labelledby="learners">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <h2 id="learners" className="text-xl font-bold">
          Learners {learners.data ? `(${learners.data.length})` : ''}
        </h2>
        <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
          <DownloadIcon aria-hidden="true" />
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
      </div>
      <AdminTable
        caption="Learners"
        columns={columns}
        rows={learners.data}
        rowKey={(l) => l.userId}
        isLoading={learners.isPending}
        error={learners.isError ? errorMessageOf(learners.error) : null}
        loadingText="Loading learners..."
        emptyText="No one has enrolled yet"
      />
    </section>
  );
}
