import { AwardIcon, PrinterIcon, RotateCcwIcon, ShieldCheckIcon, XCircleIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { api, errorMessageOf } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { useZodForm } from '@/lib/zod-form';
import { HYGIENE_QUIZ, hygieneQuizSubmissionSchema, QUIZ_PASS_MARK, scoreQuiz } from './quiz';

export function HygieneQuizBanner() {
  const [open, setOpen] = useState(false);
  return (
    <section id="hygiene-quiz" tabIndex={-1} aria-labelledby="hygiene-quiz-title" className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-col items-center gap-6 rounded-3xl bg-gradient-to-r from-candy-mint/60 via-candy-blue/30 to-candy-purple/30 p-8 text-center md:flex-row md:text-left">
        <ShieldCheckIcon className="size-16 shrink-0 text-candy-purple-dark" aria-hidden="true" />
        <div className="flex-1">
          <h2 id="hygiene-quiz-title" className="font-display text-3xl font-extrabold">
            Take the Hygiene Quiz!
          </h2>
          <p className="mt-2 text-ink/80">
            Ten quick questions on keeping your stand clean and safe. Score {QUIZ_PASS_MARK} or more to earn your Stand Hygiene Certificate, ready to print and
            display at your stand.
          </p>
        </div>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button size="lg" variant="secondary">
              Take Quiz Now
            </Button>
          </DialogTrigger>
          <DialogContent
            title="Stand Hygiene Quiz"
            description={`Answer ${HYGIENE_QUIZ.length} questions. You need ${QUIZ_PASS_MARK} right to pass.`}
            className="max-w-2xl"
          >
            <HygieneQuiz />
          </DialogContent>
        </Dialog>
      </div>
    </section>
  );
}

// The name step checks the name with the rule the server applies when a member's pass is stored.
const participantSchema = hygieneQuizSubmissionSchema.pick({ participantName: true });

type Stage = { kind: 'name' } | { kind: 'question'; index: number } | { kind: 'result' };

function HygieneQuiz() {
  const nameForm = useZodForm(participantSchema, { defaultValues: { participantName: '' } });
  // The name as it goes on the certificate, trimmed, once the quiz has started.
  const [name, setName] = useState('');
  const [stage, setStage] = useState<Stage>({ kind: 'name' });
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [completedOn, setCompletedOn] = useState<Date | null>(null);
  const [certificateNo, setCertificateNo] = useState('');
  const groupId = useId();
  // A signed-in member's answers are graded and kept by the server; the certificate then shows what it stored.
  const me = api.account.me.useQuery();
  const save = api.member.submitHygieneQuiz.useMutation();
  const utils = api.useUtils();

  const start = nameForm.handleSubmit(({ participantName }) => {
    setName(participantName);
    setAnswers({});
    setStage({ kind: 'question', index: 0 });
  });

  if (stage.kind === 'name') {
    return (
      <form onSubmit={start} noValidate className="space-y-4">
        <p className="text-ink/80">The name you enter goes on your certificate.</p>
        <Field label="Your name" error={nameForm.formState.errors.participantName?.message}>
          <Input {...nameForm.register('participantName')} autoComplete="name" />
        </Field>
        <Button type="submit">Start Quiz</Button>
      </form>
    );
  }

  if (stage.kind === 'question') {
    const question = HYGIENE_QUIZ[stage.index]!;
    const chosen = answers[question.id];
    const last = stage.index === HYGIENE_QUIZ.length - 1;
    return (
      <form
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen === undefined) return;
          if (!last) return setStage({ kind: 'question', index: stage.index + 1 });
          setCompletedOn(new Date());
          setCertificateNo(`HYG-${crypto.randomUUID().slice(0, 8).toUpperCase()}`);
          setStage({ kind: 'result' });
          if (me.data) {
            save.reset();
            save.mutate({ participantName: name, answers }, { onSuccess: () => void utils.member.invalidate() });
          }
        }}
      >
        <div>
          <p className="text-sm font-bold text-candy-purple-dark">
            Question {stage.index + 1} of {HYGIENE_QUIZ.length} · {question.topic}
          </p>
          <div className="mt-2 h-2 overflow-hidden rounded-full bg-candy-purple/15" aria-hidden="true">
            <div className="h-full rounded-full bg-candy-pink-dark transition-all" style={{ width: `${(stage.index / HYGIENE_QUIZ.length) * 100}%` }} />
          </div>
        </div>
        <fieldset>
          <legend className="font-display text-xl font-bold">{question.question}</legend>
          <div className="mt-4 space-y-2">
            {question.options.map((option, index) => (
              <label
                key={option}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-2xl border-2 p-3 transition-colors',
                  chosen === index ? 'border-candy-purple-dark bg-candy-purple/10' : 'border-candy-purple/20 hover:border-candy-purple/50',
                )}
              >
                <input
                  type="radio"
                  name={`${groupId}-${question.id}`}
                  className="size-4 accent-candy-purple-dark"
                  checked={chosen === index}
                  onChange={() => setAnswers((a) => ({ ...a, [question.id]: index }))}
                />
                <span>{option}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex justify-between gap-3">
          <Button variant="ghost" disabled={stage.index === 0} onClick={() => setStage({ kind: 'question', index: stage.index - 1 })}>
            Back
          </Button>
          <Button type="submit" disabled={chosen === undefined}>
            {last ? 'See My Result' : 'Next Question'}
          </Button>
        </div>
      </form>
    );
  }

  const result = scoreQuiz(answers);
  const retry = () => {
    setAnswers({});
    setStage({ kind: 'question', index: 0 });
  };
  if (!result.passed) {
    return (
      <div className="space-y-4" data-testid="quiz-result">
        <div className="flex items-center gap-3">
          <XCircleIcon className="size-10 text-red-600" aria-hidden="true" />
          <div>
            <p className="font-display text-2xl font-extrabold">Not quite yet!</p>
            <p className="text-ink/75">
              You scored {result.correct} out of {result.total}. You need {QUIZ_PASS_MARK} to pass.
            </p>
          </div>
        </div>
        <div>
          <h3 className="font-bold">Review these before you try again:</h3>
          <ul className="mt-2 space-y-3">
            {result.missed.map((q) => (
              <li key={q.id} className="rounded-2xl bg-candy-pink/10 p-3 text-sm">
                <p className="font-bold">{q.question}</p>
                <p className="mt-1">
                  Correct answer: <span className="font-semibold">{q.options[q.answer]}</span>
                </p>
                <p className="mt-1 text-ink/70">{q.explanation}</p>
              </li>
            ))}
          </ul>
        </div>
        <Button onClick={retry}>
          <RotateCcwIcon aria-hidden="true" /> Try Again
        </Button>
      </div>
    );
  }

  const stored = save.data?.certificate;
  const details = stored
    ? { name: stored.participantName, correct: stored.correct, total: stored.total, date: stored.passedAt, certificateNo: stored.certificateNo }
    : { name, correct: result.correct, total: result.total, date: completedOn ?? new Date(), certificateNo };
  return (
    <div className="space-y-4" data-testid="quiz-result">
      <p className="font-display text-2xl font-extrabold text-candy-purple-dark">
        You passed with {details.correct} out of {details.total}!
      </p>
      {me.data ? (
        save.isPending ? (
          <p className="text-sm text-ink/70">Saving your certificate to your account…</p>
        ) : save.isError ? (
          <p role="alert" className="text-sm font-semibold text-red-700">
            Your certificate could not be saved: {errorMessageOf(save.error)}
          </p>
        ) : stored ? (
          <p className="text-sm font-semibold text-emerald-800" data-testid="quiz-saved">
            Saved to your account: it shows on your dashboard.
          </p>
        ) : null
      ) : (
        <p className="text-sm text-ink/70">Sign in before you take the quiz to keep your certificate on your dashboard.</p>
      )}
      <Certificate {...details} />
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => window.print()} disabled={Boolean(me.data) && save.isPending}>
          <PrinterIcon aria-hidden="true" /> Print Certificate
        </Button>
        <Button variant="outline" onClick={retry}>
          <RotateCcwIcon aria-hidden="true" /> Take It Again
        </Button>
      </div>
      {createPortal(
        <div id="hygiene-certificate-print" className="hidden">
          <style>{PRINT_CSS}</style>
          <Certificate {...details} large />
        </div>,
        document.body,
      )}
    </div>
  );
}

// Printing shows only the certificate: everything else on the page (site frame, dialog) is hidden for print.
const PRINT_CSS = `@media print {
  @page { size: landscape; margin: 12mm; }
  body > *:not(#hygiene-certificate-print) { display: none !important; }
  #hygiene-certificate-print { display: block !important; }
  body { background: #fff !important; }
  #hygiene-certificate-print * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}`;

const certificateDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

type CertificateProps = { name: string; correct: number; total: number; date: Date; certificateNo: string; large?: boolean };

/** The on-screen preview, and a larger copy for the printed page (`large`). */
function Certificate({ name, correct, total, date, certificateNo, large = false }: CertificateProps) {
  return (
    <div
      data-testid={large ? undefined : 'hygiene-certificate'}
      className={cn('rounded-2xl border-8 border-double border-candy-pink-dark bg-cream text-center break-inside-avoid', large ? 'px-16 py-14 text-xl' : 'p-6')}
    >
      <AwardIcon className={cn('mx-auto text-candy-pink-dark', large ? 'size-20' : 'size-12')} aria-hidden="true" />
      <p className="mt-2 text-xs font-extrabold tracking-[0.3em] text-candy-purple-dark uppercase">Fluff Fundraiser · Drip Cotton Candy</p>
      <p className={cn('font-display mt-2 font-extrabold', large ? 'text-5xl' : 'text-3xl')}>Stand Hygiene Certificate</p>
      <p className={cn('text-ink/70', large ? 'mt-8' : 'mt-4')}>This certifies that</p>
      <p className={cn('font-display mt-1 font-extrabold break-words text-candy-pink-dark', large ? 'text-6xl' : 'text-4xl')}>{name}</p>
      <p className="mt-3 text-ink/80">
        passed the food hygiene quiz with a score of{' '}
        <span className="font-bold">
          {correct} out of {total}
        </span>{' '}
        and knows how to keep a cotton candy stand clean and safe.
      </p>
      <div className={cn('flex flex-wrap items-end justify-between gap-4 text-left', large ? 'mt-12 text-base' : 'mt-5 text-sm')}>
        <div>
          <p className="font-bold">{certificateDate.format(date)}</p>
          <p className="text-ink/70">Date</p>
        </div>
        <div className="text-right">
          <p className="font-display text-lg font-bold">The Drip Crew</p>
          <p className="text-ink/70">Certificate no. {certificateNo}</p>
        </div>
      </div>
    </div>
  );
}
