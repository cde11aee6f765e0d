// The food-hygiene quiz behind 'Take the Hygiene Quiz!'. Pure data and scoring, shared by the quiz on the page and the server,
// which grades a signed-in member's answers itself before it stores a pass.

import { z } from 'zod';

export type QuizQuestion = { id: string; topic: string; question: string; options: string[]; answer: number; explanation: string };

export const QUIZ_PASS_MARK = 8;

export const HYGIENE_QUIZ: QuizQuestion[] = [
  {
    id: 'handwashing',
    topic: 'Handwashing',
    question: 'How long should you scrub your hands with soap and warm water before you start serving?',
    options: ['About 5 seconds', 'At least 20 seconds', 'Rinsing with water is enough', 'Only if they look dirty'],
    answer: 1,
    explanation: 'Scrub for at least 20 seconds, about two rounds of "Happy Birthday", then rinse and dry.',
  },
  {
    id: 'hair',
    topic: 'Hair',
    question: 'You have long hair. What do you do before working at the stand?',
    options: [
      'Nothing, it is fine',
      'Wear it down so it looks nice in photos',
      'Tie it back with a hair tie and wear a hat or headband',
      'Tuck it behind your ears',
    ],
    answer: 2,
    explanation: 'Tied-back hair and a hat or headband keep hair out of the fluff.',
  },
  {
    id: 'gloves',
    topic: 'Gloves',
    question: 'When should you change your food-safe gloves?',
    options: ['Once a day', 'After handling money or trash, or touching your face or phone', 'Only when they rip', 'Never, gloves are always clean'],
    answer: 1,
    explanation: 'Gloves pick up germs like hands do. Change them whenever you touch something that is not food.',
  },
  {
    id: 'sugar-storage',
    topic: 'Sugar storage',
    question: 'Where should unused floss sugar be stored?',
    options: ['In the open bag on the floor', 'In the fridge', 'In a sealed container in a cool, dry place, off the floor', 'In the car until next time'],
    answer: 2,
    explanation: 'Sugar soaks up moisture and attracts pests; a sealed container off the floor keeps it clean and dry.',
  },
  {
    id: 'spinner-cleaning',
    topic: 'Spinner cleaning',
    question: 'When is it safe to clean the spinner head of a cotton candy machine?',
    options: ['While it is still spinning', 'Right after switching it off', 'After it is unplugged and has cooled down completely', 'Never, it cleans itself'],
    answer: 2,
    explanation: 'Unplug it and let it cool first; then clean with warm water and dry it completely.',
  },
  {
    id: 'allergens',
    topic: 'Allergens',
    question: 'A customer asks if a flavor contains an allergen and you are not sure. What do you do?',
    options: [
      'Guess',
      'Say it is fine so you make the sale',
      'Check the allergen card, and if you are still not sure, say so honestly',
      'Tell them to try a little first',
    ],
    answer: 2,
    explanation: 'Allergies can be serious. Use the allergen card and never guess.',
  },
  {
    id: 'machine-heat',
    topic: 'Temperatures',
    question: 'The spinner heats sugar to over 300°F. Who adjusts the machine while it runs?',
    options: ['Whoever is closest', 'Only the supervising adult, following the machine instructions', 'Anyone wearing gloves', 'Customers who want to help'],
    answer: 1,
    explanation: 'Melted sugar burns badly. Kids keep their hands out of the bowl; the supervising adult handles the machine.',
  },
  {
    id: 'tub-storage',
    topic: 'Temperatures',
    question: 'Where do you keep the cotton candy tubs during a sunny, humid event?',
    options: [
      'In direct sun so the colors pop',
      'Sealed, in the shade, away from heat and humidity',
      'Open, so people can smell them',
      'In a hot car until someone buys one',
    ],
    answer: 1,
    explanation: 'Heat and humidity melt cotton candy. Keep tubs sealed and shaded.',
  },
  {
    id: 'illness',
    topic: 'Staying healthy',
    question: 'You wake up with a fever on the day of your stand. What should you do?',
    options: ['Work anyway, the stand needs you', 'Stay home and let a healthy teammate run the stand', 'Wear two pairs of gloves', 'Only handle the money'],
    answer: 1,
    explanation: 'Anyone who is sick stays away from food. Your team has your back.',
  },
  {
    id: 'cuts',
    topic: 'First aid',
    question: 'You have a small cut on your finger. What do you do before serving?',
    options: ['Ignore it', 'Cover it with a bandage and wear a glove over it', 'Rinse it and keep going without a bandage', 'Serve with the other hand only'],
    answer: 1,
    explanation: 'A bandage plus a glove keeps the cut and the food safe.',
  },
];

export type QuizResult = { correct: number; total: number; passed: boolean; missed: QuizQuestion[] };

/** Scores the answers (question id → chosen option index); an unanswered question counts as wrong. */
export function scoreQuiz(answers: Record<string, number>, questions: QuizQuestion[] = HYGIENE_QUIZ, passMark = QUIZ_PASS_MARK): QuizResult {
  const missed = questions.filter((q) => answers[q.id] !== q.answer);
  const correct = questions.length - missed.length;
  return { correct, total: questions.length, passed: correct >= passMark, missed };
}

/** What a member sends: the name for the certificate and the chosen option per question id (never a score). */
export const hygieneQuizSubmissionSchema = z.object({
  participantName: z
    .string({ error: 'Please enter your name (at least 2 characters)' })
    .trim()
    .min(2, 'Please enter your name (at least 2 characters)')
    .max(60, 'Please use at most 60 characters'),
  answers: z.record(z.string().max(40), z.number().int().min(0).max(10)).refine((answers) => Object.keys(answers).length <= 20, 'Too many answers'),
});
