import { describe, expect, it } from 'vitest';
import { HYGIENE_QUIZ, QUIZ_PASS_MARK, scoreQuiz } from './quiz';

const allRight = Object.fromEntries(HYGIENE_QUIZ.map((q) => [q.id, q.answer]));

describe('hygiene quiz', () => {
  it('has at least 10 well-formed questions covering the stand hygiene topics', () => {
    expect(HYGIENE_QUIZ.length).toBeGreaterThanOrEqual(10);
    expect(new Set(HYGIENE_QUIZ.map((q) => q.id)).size).toBe(HYGIENE_QUIZ.length);
    for (const q of HYGIENE_QUIZ) {
      expect(q.options.length).toBeGreaterThanOrEqual(3);
      expect(q.answer).toBeGreaterThanOrEqual(0);
      expect(q.answer).toBeLessThan(q.options.length);
    }
    const topics = HYGIENE_QUIZ.map((q) => q.topic).join(' ');
    for (const topic of ['Handwashing', 'Hair', 'Gloves', 'Sugar storage', 'Spinner cleaning', 'Allergens', 'Temperatures']) {
      expect(topics).toContain(topic);
    }
  });

  it('passes at the pass mark and fails one below it', () => {
    expect(scoreQuiz(allRight)).toMatchObject({ correct: HYGIENE_QUIZ.length, passed: true, missed: [] });
    const wrong = (count: number) => {
      const answers = { ...allRight };
      for (const q of HYGIENE_QUIZ.slice(0, count)) answers[q.id] = (q.answer + 1) % q.options.length;
      return answers;
    };
    const atMark = scoreQuiz(wrong(HYGIENE_QUIZ.length - QUIZ_PASS_MARK));
    expect(atMark).toMatchObject({ correct: QUIZ_PASS_MARK, passed: true });
    const below = scoreQuiz(wrong(HYGIENE_QUIZ.length - QUIZ_PASS_MARK + 1));
    expect(below).toMatchObject({ correct: QUIZ_PASS_MARK - 1, passed: false });
    expect(below.missed.map((q) => q.id)).toEqual(HYGIENE_QUIZ.slice(0, HYGIENE_QUIZ.length - QUIZ_PASS_MARK + 1).map((q) => q.id));
  });

  it('counts unanswered questions as wrong', () => {
    expect(scoreQuiz({})).toMatchObject({ correct: 0, passed: false });
  });
});
