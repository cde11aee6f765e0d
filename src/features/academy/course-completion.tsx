import { Link } from '@tanstack/react-router';
import { AwardIcon, DownloadIcon, PartyPopperIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { certificateDate } from '@shared/certificate-date';
import { certificatePdfPath, QUIZ_PASS_PERCENT } from '@shared/schemas/course-quiz';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { RouterOutputs } from '@/lib/api-types';
import { api, errorMessageOf, fieldErrorsOf } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { useRefreshProgress } from './use-refresh-progress';

type CourseData = RouterOutputs['academy']['course'];

/**
 * The moment a learner finishes every lesson: the quiz when the course has one and it is not passed yet, then the
 * certificate with the name they give, then the certificate itself (PDF and public verification page).
 */
export function CourseCompletion({ course }: { course: CourseData }) {
  const quizPending = course.quiz !== null && course.quiz.result?.passed !== true;
  return (
    <Card className="mt-8 overflow-hidden border-2 border-candy-pink/40 p-0" data-testid="course-completion">
      <div className="flex items-center gap-3 bg-gradient-to-r from-candy-pink/20 via-candy-purple/15 to-candy-mint/30 px-6 py-5">
        <PartyPopperIcon className="size-9 shrink-0 text-candy-pink-dark" aria-hidden="true" />
        <div>
          <h2 className="text-2xl font-extrabold">{course.certificate ? 'Course complete!' : 'You finished every lesson!'}</h2>
          <p className="text-ink/75">
            {quizPending
              ? 'One last step: a short quiz on what you learned.'
              : course.certificate
                ? `Well done: you completed ${course.title}.`
                : 'Well done! Your certificate is one click away.'}
          </p>
        </div>
      </div>
      <div className="p-6">
        {quizPending ? <CourseQuiz course={course} /> : course.certificate ? <EarnedCertificate course={course} /> : <ClaimCertificate course={course} />}
      </div>
    </Card>
  );
}

function CourseQuiz({ course }: { course: CourseData }) {
  const refresh = useRefreshProgress(course.id);
  const [started, setStarted] = useState(false);
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const quiz = api.academy.quiz.useQuery({ courseId: course.id }, { enabled: started, staleTime: Infinity });
  const submit = api.academy.submitQuiz.useMutation({
    onSuccess: async (result) => {
      if (result.passed) {
        toast.success('Quiz passed!', { description: `${result.correct} of ${result.total} right.` });
        await refresh();
      }
    },
  });
  const summary = course.quiz!;

  if (!started) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-ink/80">
          {summary.questionCount} questions; {summary.passMark} right answers pass ({QUIZ_PASS_PERCENT}%).
          {summary.result ? ` Your best so far: ${summary.result.correct} of ${summary.result.total}.` : ''}
        </p>
        <Button size="lg" onClick={() => setStarted(true)}>
          Take the quiz
        </Button>
      </div>
    );
  }
  if (quiz.isPending) return <p className="text-ink/70">Loading the quiz…</p>;
  if (quiz.isError) return <Alert>{errorMessageOf(quiz.error)}</Alert>;

  const result = submit.data;
  const missed = new Set(result?.missedQuestionIds ?? []);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate({ courseId: course.id, answers });
  };
  return (
    <form onSubmit={onSubmit} aria-label="Course quiz" data-testid="course-quiz">
      <ol className="space-y-5">
        {quiz.data.questions.map((question, index) => (
          <li key={question.id}>
            <fieldset className={cn('rounded-2xl border p-4', result && missed.has(question.id) ? 'border-red-300 bg-red-50' : 'border-candy-purple/15')}>
              <legend className="px-1 font-bold">
                {index + 1}. {question.question}
              </legend>
              <div className="mt-2 space-y-2">
                {question.options.map((option, optionIndex) => (
                  <label key={optionIndex} className="flex cursor-pointer items-start gap-2">
                    <input
                      type="radio"
                      name={question.id}
                      className="mt-1 size-4 accent-candy-pink-dark"
                      checked={answers[question.id] === optionIndex}
                      onChange={() => setAnswers((current) => ({ ...current, [question.id]: optionIndex }))}
                    />
                    <span>{option}</span>
                  </label>
                ))}
              </div>
              {result && missed.has(question.id) ? <p className="mt-2 text-sm font-bold text-red-700">Not quite: have another look at this one.</p> : null}
            </fieldset>
          </li>
        ))}
      </ol>
      {result && !result.passed ? (
        <Alert className="mt-4" data-testid="quiz-result">
          You got {result.correct} of {result.total}. You need {summary.passMark} to pass: change your answers and try again.
        </Alert>
      ) : null}
      {submit.error ? <Alert className="mt-4">{errorMessageOf(submit.error)}</Alert> : null}
      <Button type="submit" size="lg" className="mt-5" disabled={submit.isPending || Object.keys(answers).length < quiz.data.questions.length}>
        {submit.isPending ? 'Checking…' : 'Submit answers'}
      </Button>
    </form>
  );
}

function ClaimCertificate({ course }: { course: CourseData }) {
  const refresh = useRefreshProgress(course.id);
  const [name, setName] = useState('');
  const issue = api.academy.issueCertificate.useMutation({
    onSuccess: async () => {
      toast.success('Your certificate is ready!');
      await refresh();
    },
  });
  const fieldError = fieldErrorsOf(issue.error).name;
  return (
    <form
      className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end"
      aria-label="Get your certificate"
      onSubmit={(event) => {
        event.preventDefault();
        issue.mutate({ courseId: course.id, name });
      }}
    >
      <Field label="Your name as it should appear on the certificate" error={fieldError} hint="It is printed on the certificate and shown on its public page.">
        <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={80} autoComplete="name" required minLength={2} />
      </Field>
      <Button type="submit" size="lg" disabled={issue.isPending}>
        <AwardIcon aria-hidden="true" />
        {issue.isPending ? 'Making your certificate…' : 'Get my certificate'}
      </Button>
      {issue.error && !fieldError ? <Alert className="sm:col-span-2">{errorMessageOf(issue.error)}</Alert> : null}
    </form>
  );
}

function EarnedCertificate({ course }: { course: CourseData }) {
  const certificate = course.certificate!;
  return (
    <div className="flex flex-wrap items-center justify-between gap-4" data-testid="earned-certificate">
      <div className="flex items-center gap-3">
        <AwardIcon className="size-10 shrink-0 text-candy-purple-dark" aria-hidden="true" />
        <p>
          <span className="block font-bold">Certificate for {certificate.nameOnCertificate}</span>
          <span className="block text-sm text-ink/70">
            Issued {certificateDate(certificate.issuedAt)} · Code <span className="font-mono">{certificate.code}</span>
          </span>
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button asChild size="lg">
          <a href={certificatePdfPath(certificate.code)} target="_blank" rel="noopener">
            <DownloadIcon aria-hidden="true" />
            Certificate (PDF)
          </a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/academy/certificate/$code" params={{ code: certificate.code }}>
            Public verification page
          </Link>
        </Button>
      </div>
    </div>
  );
}
