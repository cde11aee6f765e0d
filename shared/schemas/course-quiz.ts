import { z } from 'zod';
import { courseIdSchema } from './academy';
import { tooLong } from './text';

// A course's short quiz (written by staff in the back office, graded by the server) and the certificate a finished
// course earns. Shared by the forms and the procedures' inputs.

export const QUIZ_MAX_QUESTIONS = 20;
export const QUIZ_MIN_OPTIONS = 2;
export const QUIZ_MAX_OPTIONS = 6;
/** A quiz is passed with at least this share of its questions right (4 of 5, 8 of 10). */
export const QUIZ_PASS_PERCENT = 80;

/** Whether `correct` of `total` passes: the one home of the pass mark. */
export function quizPassed(correct: number, total: number): boolean {
  return total > 0 && correct * 100 >= total * QUIZ_PASS_PERCENT;
}

/** The fewest right answers that pass a quiz of `total` questions. */
export function quizPassMark(total: number): number {
  return Math.ceil((total * QUIZ_PASS_PERCENT) / 100);
}

const questionText = z.string().trim().min(1, 'Please write the question').max(300, tooLong('The question is too long (300 characters at most)'));
const optionText = z
  .string()
  .trim()
  .min(1, 'Please fill in every option (or remove the empty one)')
  .max(200, tooLong('An option is too long (200 characters at most)'));

export const quizQuestionInputSchema = z
  .object({
    question: questionText,
    options: z
      .array(optionText, { error: 'Please give the options' })
      .min(QUIZ_MIN_OPTIONS, `Give at least ${QUIZ_MIN_OPTIONS} options`)
      .max(QUIZ_MAX_OPTIONS, tooLong(`Give at most ${QUIZ_MAX_OPTIONS} options`)),
    correctOption: z.number({ error: 'Please choose the right option' }).int().min(0, 'Please choose the right option'),
  })
  .refine((question) => question.correctOption < question.options.length, { message: 'Please choose the right option', path: ['correctOption'] });

/** What staff save: the whole quiz of a course at once, in order (an empty list removes the quiz). */
export const quizSaveSchema = courseIdSchema.extend({
  questions: z.array(quizQuestionInputSchema).max(QUIZ_MAX_QUESTIONS, tooLong(`A quiz has at most ${QUIZ_MAX_QUESTIONS} questions`)),
});

/** What a member sends: the option chosen per question id (never a score). */
export const quizSubmissionSchema = courseIdSchema.extend({
  answers: z
    .record(
      z.string().max(100),
      z
        .number()
        .int()
        .min(0)
        .max(QUIZ_MAX_OPTIONS - 1),
    )
    .refine((answers) => Object.keys(answers).length <= QUIZ_MAX_QUESTIONS, 'Too many answers'),
});

/** The learner's name as it goes on the certificate, exactly as they give it (trimmed). */
const certificateNameSchema = z
  .string({ error: 'Please enter your name as it should appear on the certificate' })
  .trim()
  .min(2, 'Please enter your name as it should appear on the certificate (at least 2 characters)')
  .max(80, tooLong('Please use at most 80 characters'));

export const issueCertificateSchema = courseIdSchema.extend({ name: certificateNameSchema });

/** Certificate codes: ACAD- and 12 characters of Crockford's base 32, typed or read from a link. */
export const CERTIFICATE_CODE = /^ACAD-[0-9A-HJKMNP-TV-Z]{12}$/;
export const certificateCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .max(40, tooLong('Unknown certificate'))
    .transform((code) => code.toUpperCase()),
});

/** The public address that verifies a certificate. */
export function certificatePath(code: string): string {
  return `/academy/certificate/${encodeURIComponent(code)}`;
}

/** Where the certificate's PDF is made. */
export function certificatePdfPath(code: string): string {
  return `/api/academy/certificates/${encodeURIComponent(code)}/certificate.pdf`;
}
