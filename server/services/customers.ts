import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { courses, enrollments, fundraiserGroups, fundraiserStands, orders, profiles, userRoles, users, type Role } from '../db/schema';
import { collectedCents, orderIsCollected, sumCollectedCents } from './orders/collected';
import { customerNotesOf } from './staff-notes';
import { standPublicName } from './fundraiser-stands';
import { DomainError } from './domain-error';

// One customer as the back office sees them: the account, their orders (placed signed in, or as a guest with the
// same address), what they have spent, the stands they run as a parent, their courses, staff's notes and their roles.
// Lifetime value counts collected money only (services/orders/collected.ts): a placed, unpaid order is a promise.

/** The most recent orders listed on the screen; the count and lifetime value cover every order. */
const RECENT_ORDERS = 50;

export async function customerProfile(db: Executor, userId: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, createdAt: users.createdAt, emailVerifiedAt: users.emailVerifiedAt, displayName: profiles.displayName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new DomainError('not_found', 'This user no longer exists.');
  const theirs = or(eq(orders.userId, userId), eq(sql`lower(${orders.email})`, user.email))!;
  const [roleRows, recent, [totals], [collected], stands, courseRows, notes] = await Promise.all([
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)),
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        totalCents: orders.totalCents,
        createdAt: orders.createdAt,
        collected: sql<boolean>`(${orderIsCollected})`,
        collectedCents,
      })
      .from(orders)
      .where(theirs)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(RECENT_ORDERS),
    db.select({ orders: count() }).from(orders).where(theirs),
    db.select({ cents: sumCollectedCents, orders: count() }).from(orders).where(and(theirs, orderIsCollected)),
    db
      .select({
        id: fundraiserStands.id,
        slug: fundraiserStands.slug,
        kidFirstName: fundraiserStands.kidFirstName,
        kidLastInitial: fundraiserStands.kidLastInitial,
        consentPublic: fundraiserStands.consentPublic,
        groupName: fundraiserGroups.name,
      })
      .from(fundraiserStands)
      .innerJoin(fundraiserGroups, eq(fundraiserGroups.id, fundraiserStands.groupId))
      .where(eq(fundraiserStands.parentEmail, user.email)),
    db
      .select({ courseId: courses.id, title: courses.title, enrolledAt: enrollments.createdAt })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(eq(enrollments.userId, userId))
      .orderBy(desc(enrollments.createdAt)),
    customerNotesOf(db, userId),
  ]);
  const collectedOrders = collected?.orders ?? 0;
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    createdAt: user.createdAt,
    emailVerified: user.emailVerifiedAt !== null,
    roles: roleRows.map((row) => row.role as Role).sort(),
    orderCount: totals?.orders ?? 0,
    lifetimeCents: collected?.cents ?? 0,
    collectedOrders,
    averageOrderCents: collectedOrders > 0 ? Math.round((collected?.cents ?? 0) / collectedOrders) : 0,
    orders: recent.map((row) => ({ ...row, collectedCents: row.collected ? row.collectedCents : 0 })),
    stands: stands.map((stand) => ({ id: stand.id, slug: stand.slug, name: `${standPublicName(stand, stand.groupName)} (${stand.groupName})` })),
    enrollments: courseRows,
    notes,
  };
}
