import { Link } from '@tanstack/react-router';
import { CheckCircle2Icon, LockIcon } from 'lucide-react';
import { certificateDate } from '@shared/certificate-date';
import { certificatePdfPath } from '@shared/schemas/course-quiz';
import { Badge, Card } from '@/components/ui/card';
import { api } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { achievementToGo } from './achievement-text';
import { formatShortDate } from './format';
import { MemberHeader } from './member-header';

/** Every achievement, earned or not; the ones still ahead say how much is missing. */
export function AchievementsPage() {
  const [achievements] = api.member.achievements.useSuspenseQuery();
  const earned = achievements.filter((a) => a.earned).length;
  return (
    <div className="min-h-svh bg-cream">
      <MemberHeader />
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        <Link to="/dashboard" className="text-sm font-bold text-candy-purple-dark hover:underline">
          ← Back to Dashboard
        </Link>
        <h1 className="mt-2 text-3xl font-extrabold sm:text-4xl">Achievements</h1>
        <p className="mt-1 text-ink/70">
          <span data-testid="achievements-earned">
            {earned} of {achievements.length}
          </span>{' '}
          earned. Play Cotton-Candy Hustle while signed in: your coins, points and customers are saved and count toward every milestone.
        </p>
        <div
          className="mt-4 h-3 overflow-hidden rounded-full bg-candy-yellow/30"
          role="progressbar"
          aria-label="Achievements earned"
          aria-valuemin={0}
          aria-valuemax={achievements.length}
          aria-valuenow={earned}
        >
          <div className="h-full rounded-full bg-amber-400" style={{ width: `${achievements.length ? (earned / achievements.length) * 100 : 0}%` }} />
        </div>

        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="achievement-list">
          {achievements.map((achievement) => {
            const percent = Math.round((achievement.progress / achievement.requirementValue) * 100);
            return (
              <li
                key={achievement.id}
                data-testid="achievement"
                data-earned={achievement.earned}
                className={cn('flex gap-4 rounded-3xl border bg-white p-5 shadow-sm', achievement.earned ? 'border-amber-300' : 'border-candy-purple/15')}
              >
                <span
                  className={cn(
                    'flex size-14 shrink-0 items-center justify-center rounded-2xl text-3xl',
                    achievement.earned ? 'bg-candy-yellow/40' : 'bg-ink/5 grayscale',
                  )}
                  aria-hidden="true"
                >
                  {achievement.icon}
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="font-display text-lg font-bold">{achievement.name}</h2>
                    {achievement.earned ? (
                      <Badge className="bg-emerald-100 text-emerald-800">
                        <CheckCircle2Icon className="mr-1 size-3" aria-hidden="true" />
                        Earned
                      </Badge>
                    ) : (
                      <Badge className="bg-ink/10 text-ink/70">
                        <LockIcon className="mr-1 size-3" aria-hidden="true" />
                        Locked
                      </Badge>
                    )}
                  </div>
                  <p className="text-sm text-ink/70">{achievement.description}</p>
                  {achievement.earned && achievement.earnedAt ? (
                    <p className="mt-2 text-sm font-bold text-emerald-700">Earned on {formatShortDate(achievement.earnedAt)}</p>
                  ) : (
                    <>
                      <div
                        className="mt-2 h-2 overflow-hidden rounded-full bg-candy-purple/15"
                        role="progressbar"
                        aria-label={`${achievement.name} progress`}
                        aria-valuemin={0}
                        aria-valuemax={achievement.requirementValue}
                        aria-valuenow={achievement.progress}
                      >
                        <div className="h-full rounded-full bg-candy-purple" style={{ width: `${percent}%` }} />
                      </div>
                      <p className="mt-1 text-sm font-bold text-candy-purple-dark" data-testid="achievement-missing">
                        {achievementToGo(achievement.requirementType, achievement.missing, achievement.requirementValue)}
                      </p>
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        <CourseCertificates />
      </main>
    </div>
  );
}

/** The Business Academy courses the member finished, each with its certificate. */
function CourseCertificates() {
  const certificates = api.member.courseCertificates.useQuery();
  if (!certificates.data) return null;
  return (
    <section aria-labelledby="course-certificates" className="mt-10">
      <h2 id="course-certificates" className="text-2xl font-bold">
        Course certificates
      </h2>
      {certificates.data.length === 0 ? (
        <p className="mt-2 text-ink/70">
          Finish a{' '}
          <Link to="/academy" className="font-bold text-candy-purple-dark hover:underline">
            Business Academy
          </Link>{' '}
          course to earn a certificate.
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="achievement-certificates">
          {certificates.data.map((certificate) => (
            <li key={certificate.code}>
              <Card className="flex items-center gap-3 p-4">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-candy-purple/10 text-2xl" aria-hidden="true">
                  🎓
                </span>
                <span className="min-w-0">
                  <span className="block font-bold">{certificate.courseTitle}</span>
                  <span className="block text-sm text-ink/70">
                    {certificate.nameOnCertificate} · {certificateDate(certificate.issuedAt)}
                  </span>
                  <a
                    href={certificatePdfPath(certificate.code)}
                    target="_blank"
                    rel="noopener"
                    className="text-sm font-bold text-candy-purple-dark hover:underline"
                  >
                    Certificate {certificate.code} (PDF)
                  </a>
                </span>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
