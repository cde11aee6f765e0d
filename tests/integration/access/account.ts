import type { AccessTable } from './types';

// One row per procedure of the account domain (and the member dashboard's). A procedure without a row fails the
// authorization test.
export const accountAccess: AccessTable = {
  'account.me': 'public',
  'account.signIn': 'public',
  'account.signUp': 'public',
  'account.confirmEmail': 'public',
  'account.requestPasswordReset': 'public',
  'account.resetPassword': 'public',
  'account.resetLinkStatus': 'public',
  'account.signOut': 'member',
  'member.dashboard': 'member',
  'member.achievements': 'member',
  'member.updateDisplayName': 'member',
  'member.submitHygieneQuiz': 'member',
  'member.hygieneCertificate': 'member',
  'member.courseCertificates': 'member',
};
