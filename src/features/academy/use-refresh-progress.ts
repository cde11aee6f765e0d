import { api } from '@/lib/trpc';

/** After a learner's change (enrolled, a lesson done, a quiz passed, a certificate issued): the views that show it ask again. */
export function useRefreshProgress(courseId: string) {
  const utils = api.useUtils();
  return () => Promise.all([utils.academy.course.invalidate({ courseId }), utils.member.dashboard.invalidate(), utils.member.courseCertificates.invalidate()]);
}
