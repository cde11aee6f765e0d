import type { AccessTable } from './types';

// One row per procedure of the academy domain. A procedure without a row fails the authorization test.
export const academyAccess: AccessTable = {
  'academy.courses': 'public',
  'academy.course': 'public',
  'academy.enroll': 'member',
  'academy.completeLesson': 'member',
  'academy.quiz': 'member',
  'academy.submitQuiz': 'member',
  'academy.issueCertificate': 'member',
  'academy.certificate': 'public',
};
