import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HYGIENE_QUIZ } from '@shared/schemas/hygiene-quiz';
import { callerFor, createActor, type TestActor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
let member: NonNullable<TestActor>;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  member = await createActor(database.db);
});
afterAll(() => database.close());

const FIRST = new Date('2026-11-20T15:00:00Z');
const LATER = new Date('2026-11-21T15:00:00Z');
/** Right answers for the first `right` questions, wrong ones after. */
const answers = (right: number) => Object.fromEntries(HYGIENE_QUIZ.map((q, i) => [q.id, i < right ? q.answer : (q.answer + 1) % q.options.length]));

describe('member.submitHygieneQuiz', () => {
  it('grades the answers on the server and stores nothing for a fail, whatever else the browser sends', async () => {
    const caller = callerFor(database.db, member, { now: () => FIRST });
    // An extra "score" field is not part of the input and changes nothing.
    const result = await caller.member.submitHygieneQuiz({ participantName: 'Avery', answers: answers(5), score: 10 } as never);
    expect(result).toMatchObject({ correct: 5, total: 10, passed: false, certificate: null });
    expect(await caller.member.hygieneCertificate()).toBeNull();
    expect((await caller.member.dashboard()).hygieneCertificate).toBeNull();
  });

  it('stores a pass with a certificate number, shown on the dashboard; a later pass keeps the number', async () => {
    const first = await callerFor(database.db, member, { now: () => FIRST }).member.submitHygieneQuiz({ participantName: ' Avery J. ', answers: answers(8) });
    expect(first).toMatchObject({ correct: 8, total: 10, passed: true });
    expect(first.certificate).toMatchObject({ participantName: 'Avery J.', correct: 8, total: 10, passedAt: FIRST });
    expect(first.certificate!.certificateNo).toMatch(/^HYG-[0-9A-F]{8}$/);

    const dashboard = await callerFor(database.db, member).member.dashboard();
    expect(dashboard.hygieneCertificate).toEqual(first.certificate);

    const again = await callerFor(database.db, member, { now: () => LATER }).member.submitHygieneQuiz({ participantName: 'Avery J.', answers: answers(10) });
    expect(again.certificate).toEqual({ ...first.certificate, correct: 10, passedAt: LATER });
    // A failed retake leaves the pass as it was.
    const failed = await callerFor(database.db, member, { now: () => LATER }).member.submitHygieneQuiz({ participantName: 'Avery J.', answers: {} });
    expect(failed).toMatchObject({ passed: false, correct: 0 });
    expect(await callerFor(database.db, member).member.hygieneCertificate()).toEqual(again.certificate);
  });

  it('is for signed-in members only and checks the name', async () => {
    await expect(callerFor(database.db, null).member.submitHygieneQuiz({ participantName: 'Avery', answers: answers(10) })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(callerFor(database.db, member).member.submitHygieneQuiz({ participantName: 'A', answers: answers(10) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'participantName: Please enter your name (at least 2 characters)',
    });
  });
});
