import { certificateDate } from '@shared/certificate-date';
import { certificatePdfPath } from '@shared/schemas/course-quiz';
import { Link } from '@tanstack/react-router';
import {
  AwardIcon,
  CalendarDaysIcon,
  CoinsIcon,
  GamepadIcon,
  GraduationCapIcon,
  ReceiptIcon,
  ShoppingBagIcon,
  SparklesIcon,
  TrophyIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, Card } from '@/components/ui/card';
import { api } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { BarChart } from './bar-chart';
import { DisplayNameForm } from './display-name-form';
import { formatMemberDate, formatNumber } from './format';
import { MemberHeader } from './member-header';

type QuickAction = {
  title: string;
  description: string;
  icon: LucideIcon;
  to?: '/' | '/shop' | '/dashboard/achievements' | '/dashboard/orders' | '/academy' | '/events';
  tint: string;
};

// The quick-action cards and their links; Community is coming soon and disabled.
const QUICK_ACTIONS: QuickAction[] = [
  {
    title: 'Cotton Candy Hustle',
    description: 'Play the game and grow your empire',
    icon: GamepadIcon,
    to: '/',
    tint: 'bg-candy-pink/15 text-candy-pink-dark',
  },
  { title: 'Marketplace', description: 'Shop treats, merch and games', icon: ShoppingBagIcon, to: '/shop', tint: 'bg-candy-blue/20 text-candy-blue-dark' },
  {
    title: 'Achievements',
    description: 'See every milestone and what is next',
    icon: TrophyIcon,
    to: '/dashboard/achievements',
    tint: 'bg-candy-yellow/30 text-amber-800',
  },
  {
    title: 'My Orders',
    description: 'Past orders, their status, and order again',
    icon: ReceiptIcon,
    to: '/dashboard/orders',
    tint: 'bg-candy-pink/15 text-candy-pink-dark',
  },
  {
    title: 'Business Academy',
    description: 'Video courses for young entrepreneurs',
    icon: GraduationCapIcon,
    to: '/academy',
    tint: 'bg-candy-purple/15 text-candy-purple-dark',
  },
  { title: 'Community', description: 'Coming soon', icon: UsersIcon, tint: 'bg-ink/5 text-ink/50' },
  { title: 'Upcoming Events', description: 'Find our next pop-up near you', icon: CalendarDaysIcon, to: '/events', tint: 'bg-candy-mint/30 text-emerald-800' },
];

function Stat({ label, children, icon: Icon }: { label: string; children: ReactNode; icon: LucideIcon }) {
  return (
    <Card className="p-5">
      <p className="flex items-center gap-2 text-sm font-bold text-ink/70">
        <Icon className="size-4" aria-hidden="true" />
        {label}
      </p>
      <div className="mt-2">{children}</div>
    </Card>
  );
}

export function DashboardPage() {
  const [data] = api.member.dashboard.useSuspenseQuery();
  const nextLevel = data.businessLevel + 1;
  const days = data.analytics.days;
  const playedDays = days.filter((day) => day.sessions > 0).length;

  return (
    <div className="min-h-svh bg-cream">
      <MemberHeader />
      <main id="main" className="mx-auto max-w-6xl space-y-10 px-4 py-8">
        <section aria-labelledby="welcome">
          <h1 id="welcome" className="text-3xl font-extrabold sm:text-4xl">
            Welcome back, <span className="text-candy-pink-dark">{data.displayName}</span>!
          </h1>
          <p className="mt-1 text-ink/70">
            {data.businessName} · Level {data.businessLevel} entrepreneur
          </p>
        </section>

        <section aria-label="Your account and progress" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Stat label="Account" icon={SparklesIcon}>
            <p className="truncate font-bold" data-testid="account-email" title={data.email}>
              {data.email}
            </p>
            <p className="text-sm text-ink/70">
              Member since <span data-testid="member-since">{formatMemberDate(data.memberSince)}</span>
            </p>
          </Stat>
          <Stat label="Total Earnings" icon={CoinsIcon}>
            <p className="font-display text-3xl font-extrabold text-candy-pink-dark" data-testid="total-coins">
              {formatNumber(data.totalCoins)} <span className="text-base font-bold text-ink/70">coins</span>
            </p>
            <p className="text-sm text-ink/70">
              {formatNumber(data.totalScore)} {data.totalScore === 1 ? 'point' : 'points'} · {formatNumber(data.customersServed)}{' '}
              {data.customersServed === 1 ? 'customer' : 'customers'} served
            </p>
          </Stat>
          <Stat label="Business Level" icon={AwardIcon}>
            <p className="font-display text-3xl font-extrabold text-candy-purple-dark" data-testid="business-level">
              Level {data.businessLevel}
            </p>
            <div
              className="mt-2 h-3 overflow-hidden rounded-full bg-candy-purple/15"
              role="progressbar"
              aria-label={`Progress to level ${nextLevel}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(data.levelProgress.percent)}
            >
              <div className="h-full rounded-full bg-gradient-to-r from-candy-pink to-candy-purple" style={{ width: `${data.levelProgress.percent}%` }} />
            </div>
            <p className="mt-1 text-sm text-ink/70" data-testid="level-progress">
              {Math.round(data.levelProgress.percent * 10) / 10}% · {formatNumber(data.levelProgress.coinsToNext)} coins to Level {nextLevel}
            </p>
          </Stat>
          <Stat label="Rewards" icon={TrophyIcon}>
            <p className="font-bold">
              <span className="font-display text-2xl font-extrabold text-emerald-700" data-testid="loyalty-points">
                {formatNumber(data.loyaltyPoints)}
              </span>{' '}
              loyalty points
            </p>
            <p className="font-bold">
              <span className="font-display text-2xl font-extrabold text-candy-blue-dark" data-testid="discount-percent">
                {data.discountPercent}%
              </span>{' '}
              member discount
            </p>
          </Stat>
        </section>

        <section aria-labelledby="quick-actions">
          <h2 id="quick-actions" className="text-2xl font-bold">
            Quick Actions
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {QUICK_ACTIONS.map((action) => {
              const body = (
                <>
                  <span className={cn('flex size-12 shrink-0 items-center justify-center rounded-2xl', action.tint)}>
                    <action.icon className="size-6" aria-hidden="true" />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-display text-lg font-bold">{action.title}</span>
                    <span className="block text-sm text-ink/70">{action.description}</span>
                  </span>
                </>
              );
              const cardClass = 'flex h-full items-center gap-4 rounded-3xl border border-candy-purple/15 bg-white p-5 shadow-sm';
              return (
                <li key={action.title}>
                  {action.to ? (
                    <Link to={action.to} className={cn(cardClass, 'transition hover:-translate-y-0.5 hover:border-candy-pink hover:shadow-md')}>
                      {body}
                    </Link>
                  ) : (
                    <div className={cn(cardClass, 'cursor-not-allowed opacity-60')} aria-disabled="true">
                      {body}
                      <Badge className="ml-auto bg-ink/10 text-ink/70">Coming soon</Badge>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>

        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="recent-achievements">
            <div className="flex items-baseline justify-between gap-2">
              <h2 id="recent-achievements" className="text-2xl font-bold">
                Recent Achievements
              </h2>
              <Link to="/dashboard/achievements" className="text-sm font-bold text-candy-purple-dark hover:underline">
                All {data.achievementsTotal} achievements
              </Link>
            </div>
            <Card className="mt-4 p-5">
              {data.recentAchievements.length === 0 ? (
                <p className="text-ink/70">No achievements yet. Play Cotton-Candy Hustle while signed in to earn your first one!</p>
              ) : (
                <ul className="space-y-3" data-testid="recent-achievements">
                  {data.recentAchievements.map((achievement) => (
                    <li key={achievement.id} className="flex items-center gap-3">
                      <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-candy-yellow/30 text-2xl" aria-hidden="true">
                        {achievement.icon}
                      </span>
                      <span className="min-w-0">
                        <span className="block font-bold">{achievement.name}</span>
                        <span className="block text-sm text-ink/70">{achievement.description}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <p className="mt-4 text-sm font-bold text-ink/70">
                {data.achievementsEarned} of {data.achievementsTotal} earned
              </p>
              {data.courseCertificates.length > 0 ? (
                <ul className="mt-4 space-y-2" data-testid="course-certificates">
                  {data.courseCertificates.map((certificate) => (
                    <li key={certificate.code} className="flex items-center gap-3 rounded-2xl bg-candy-purple/10 p-3">
                      <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-white text-2xl" aria-hidden="true">
                        🎓
                      </span>
                      <span className="min-w-0">
                        <span className="block font-bold">{certificate.courseTitle}</span>
                        <span className="block text-sm text-ink/70">
                          Completed {certificateDate(certificate.issuedAt)} ·{' '}
                          <a
                            href={certificatePdfPath(certificate.code)}
                            target="_blank"
                            rel="noopener"
                            className="font-bold text-candy-purple-dark hover:underline"
                          >
                            Certificate {certificate.code}
                          </a>
                        </span>
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {data.hygieneCertificate ? (
                <div className="mt-4 flex items-center gap-3 rounded-2xl bg-candy-mint/25 p-3" data-testid="hygiene-achievement">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-white text-2xl" aria-hidden="true">
                    🧼
                  </span>
                  <span className="min-w-0">
                    <span className="block font-bold">Stand Hygiene Certified</span>
                    <span className="block text-sm text-ink/70">
                      Passed the hygiene quiz with {data.hygieneCertificate.correct} out of {data.hygieneCertificate.total} on{' '}
                      {formatMemberDate(data.hygieneCertificate.passedAt)} · Certificate no. {data.hygieneCertificate.certificateNo}
                    </span>
                  </span>
                </div>
              ) : (
                <p className="mt-4 text-sm text-ink/70">
                  Pass the{' '}
                  <Link to="/fluff-fundraiser" hash="hygiene-quiz" className="font-bold text-candy-purple-dark hover:underline">
                    hygiene quiz
                  </Link>{' '}
                  to earn your Stand Hygiene Certificate.
                </p>
              )}
            </Card>
          </section>

          <section aria-labelledby="academy-progress">
            <div className="flex items-baseline justify-between gap-2">
              <h2 id="academy-progress" className="text-2xl font-bold">
                Academy Progress
              </h2>
              <Link to="/academy" className="text-sm font-bold text-candy-purple-dark hover:underline">
                Browse courses
              </Link>
            </div>
            <Card className="mt-4 p-5">
              {data.courses.length === 0 ? (
                <p className="text-ink/70">You have not enrolled in a course yet. The Business Academy has video courses for every level.</p>
              ) : (
                <ul className="space-y-4" data-testid="course-progress">
                  {data.courses.map((course) => {
                    const percent = course.totalLessons === 0 ? 0 : Math.round((course.completedLessons / course.totalLessons) * 100);
                    return (
                      <li key={course.id}>
                        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                          {/* Opens where the member left off: the first lesson not complete yet. */}
                          <Link
                            to="/academy/course/$courseId"
                            params={{ courseId: course.id }}
                            search={course.nextLessonId ? { lesson: course.nextLessonId } : {}}
                            className="font-bold hover:text-candy-pink-dark hover:underline"
                          >
                            {course.title}
                          </Link>
                          {course.nextLessonId ? (
                            <Link
                              to="/academy/course/$courseId"
                              params={{ courseId: course.id }}
                              search={{ lesson: course.nextLessonId }}
                              className="text-sm font-bold text-candy-pink-dark hover:underline"
                              aria-label={`Continue ${course.title}`}
                            >
                              {course.completedLessons === 0 ? 'Start →' : 'Continue →'}
                            </Link>
                          ) : course.certificateCode ? (
                            <a
                              href={certificatePdfPath(course.certificateCode)}
                              target="_blank"
                              rel="noopener"
                              className="text-sm font-bold text-emerald-700 hover:underline"
                            >
                              Certificate (PDF)
                            </a>
                          ) : (
                            <Link
                              to="/academy/course/$courseId"
                              params={{ courseId: course.id }}
                              className="text-sm font-bold text-candy-pink-dark hover:underline"
                            >
                              Finish →
                            </Link>
                          )}
                        </div>
                        <div className="mt-1 flex items-center gap-3">
                          <div
                            className="h-2.5 flex-1 overflow-hidden rounded-full bg-candy-mint/30"
                            role="progressbar"
                            aria-label={`${course.title} progress`}
                            aria-valuemin={0}
                            aria-valuemax={100}
                            aria-valuenow={percent}
                          >
                            <div className="h-full rounded-full bg-emerald-500" style={{ width: `${percent}%` }} />
                          </div>
                          <span className="text-sm font-bold text-ink/70 tabular-nums">
                            {course.completedLessons}/{course.totalLessons} lessons
                          </span>
                        </div>
                      </li>
                    );
                  })}
                </ul>
              )}
            </Card>
          </section>
        </div>

        <section aria-labelledby="analytics">
          <h2 id="analytics" className="text-2xl font-bold">
            Your Analytics
          </h2>
          <p className="mt-1 text-ink/70">
            Your saved game progress over the last {days.length} days. {formatNumber(data.analytics.totalSessions)} saved{' '}
            {data.analytics.totalSessions === 1 ? 'session' : 'sessions'} in all; you played on {playedDays} of these {days.length} days.
          </p>
          <div className="mt-4 grid gap-4 md:grid-cols-3" data-testid="analytics">
            <BarChart title="Sessions" unit="sessions" singular="session" color="#b58cff" points={days.map((day) => ({ day: day.day, value: day.sessions }))} />
            <BarChart title="Coins earned" unit="coins" singular="coin" color="#ff6fb5" points={days.map((day) => ({ day: day.day, value: day.coins }))} />
            <BarChart
              title="Customers served"
              unit="customers"
              singular="customer"
              color="#1f86c4"
              points={days.map((day) => ({ day: day.day, value: day.customers }))}
            />
          </div>
        </section>

        <section aria-labelledby="profile" className="max-w-2xl">
          <h2 id="profile" className="text-2xl font-bold">
            Leaderboard Name
          </h2>
          <p className="mt-1 text-ink/70">This is the name other players see on the game’s leaderboards. Your email is never shown.</p>
          <Card className="mt-4 p-5">
            <DisplayNameForm current={data.displayName} nameOnBoards={data.nameOnBoards} />
          </Card>
        </section>
      </main>
    </div>
  );
}
