import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { quizPasses } from '../db/schema';
import { scoreQuiz } from '@shared/schemas/hygiene-quiz';

export const HYGIENE_QUIZ_KEY = 'hygiene';

export type QuizCertificate = { certificateNo: string; participantName: string; correct: number; total: number; passedAt: Date };

function newCertificateNo(): string {
  return `HYG-${randomBytes(4).toString('hex').toUpperCase()}`;
}

/**
 * Grades a member's hygiene-quiz answers on the server (a score sent by a browser is never read) and, when they
 * pass, stores the pass: the first pass gets a certificate number, a later pass keeps it and updates score, name
 * and date. A failed attempt stores nothing and leaves an earlier pass as it was.
 */
export async function submitHygieneQuiz(
  db: Executor,
  userId: string,
  input: { participantName: string; answers: Record<string, number> },
  now: Date,
): Promise<{ correct: number; total: number; passed: boolean; certificate: QuizCertificate | null }> {
  const result = scoreQuiz(input.answers);
  if (!result.passed) return { correct: result.correct, total: result.total, passed: false, certificate: await hygieneCertificate(db, userId) };
  const values = { participantName: input.participantName, correct: result.correct, total: result.total, passedAt: now };
  const [stored] = await db
    .insert(quizPasses)
    .values({ userId, quiz: HYGIENE_QUIZ_KEY, certificateNo: newCertificateNo(), ...values })
    .onConflictDoUpdate({ target: [quizPasses.userId, quizPasses.quiz], set: values })
    .returning();
  return { correct: result.correct, total: result.total, passed: true, certificate: stored ? certificateOf(stored) : null };
}

export async function hygieneCertificate(db: Executor, userId: string): Promise<QuizCertificate | null> {
  const [row] = await db
    .select()
    .from(quizPasses)
    .where(and(eq(quizPasses.userId, userId), eq(quizPasses.quiz, HYGIENE_QUIZ_KEY)))
    .limit(1);
  return row ? certificateOf(row) : null;
}

function certificateOf(row: typeof quizPasses.$inferSelect): QuizCertificate {
  return { certificateNo: row.certificateNo, participantName: row.participantName, correct: row.correct, total: row.total, passedAt: row.passedAt };
}
