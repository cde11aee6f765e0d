import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { fundraiserGroups, fundraiserRegistrations, fundraiserStands, standEvents, standVideos, users } from '../db/schema';
import { fundraiserDatesSchema, fundraiserEnded, publicKidName, STAND_EVENTS_MAX, type FundraiserDates } from '@shared/schemas/fundraiser';
import { FUNDRAISER_GROUP_TYPE_LABELS, type FundraiserGroupType, type RegistrationDecision } from '@shared/schemas/values';
import { recordAudit, type AuditActor } from './audit';
import { loadMailBrand } from './mail/brand';
import { registrationDeclinedMail, standApprovedMail } from './mail/fundraiser';
import { queueMail } from './mail-outbox';
import type { KnownKeys } from './cached-value';
import { DomainError } from './domain-error';
import { raisedByStand, standRaisedCents, standScores } from './fundraiser-points';
import { readSetting } from './site-settings';
import { videosOfStands } from './stand-videos';
import { usPlaceById } from '@shared/places/us-places';
import { publicStandDay } from './stand-places';

export type MailContext = {
  publicUrl: string;
  now: Date;
  mailQueued: () => Promise<void>;
};

// ---------------------------------------------------------------------------------------------------------------
// Raised amounts

/** A group's share of its stands' sales at its rate, in whole cents (rounded down: never promise a cent not earned). */
export function groupShareCents(salesCents: number, sharePercent: number): number {
  return Math.floor((salesCents * sharePercent) / 100);
}

// ---------------------------------------------------------------------------------------------------------------
// Registrations: staff approve or decline

const REGISTRATION_GONE = 'This registration no longer exists.';

/** Registrations for the back office, waiting ones first; each approved one names its stand. */
export async function listRegistrations(db: Executor, decision: RegistrationDecision | undefined) {
  const rows = await db
    .select({
      id: fundraiserRegistrations.id,
      kidName: fundraiserRegistrations.kidName,
      kidFirstName: fundraiserRegistrations.kidFirstName,
      kidLastInitial: fundraiserRegistrations.kidLastInitial,
      kidAge: fundraiserRegistrations.kidAge,
      groupType: fundraiserRegistrations.groupType,
      groupName: fundraiserRegistrations.groupName,
      city: fundraiserRegistrations.city,
      parentEmail: fundraiserRegistrations.parentEmail,
      groupContactEmail: fundraiserRegistrations.groupContactEmail,
      decision: fundraiserRegistrations.decision,
      decidedAt: fundraiserRegistrations.decidedAt,
      createdAt: fundraiserRegistrations.createdAt,
      standSlug: fundraiserStands.slug,
    })
    .from(fundraiserRegistrations)
    .leftJoin(fundraiserStands, eq(fundraiserStands.registrationId, fundraiserRegistrations.id))
    .where(decision ? eq(fundraiserRegistrations.decision, decision) : undefined)
    .orderBy(sql`${fundraiserRegistrations.decision} = 'pending' DESC`, desc(fundraiserRegistrations.createdAt))
    .limit(500);
  return rows.map((row) => ({
    ...row,
    decision: row.decision,
    groupType: row.groupType,
    // Registrations stored before the form asked for the group and the kid's age cannot open a stand.
    canApprove: row.decision === 'pending' && row.kidFirstName !== null && row.groupType !== null && row.groupName !== null,
  }));
}

/** 'Amara W.' at 'East Point Elementary' → 'amara-w-east-point-elementary': letters and digits only, never the surname. */
export function standSlugBase(firstName: string, lastInitial: string, groupName: string): string {
  const ascii = `${firstName} ${lastInitial} ${groupName}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return (ascii.slice(0, 60).replace(/-+$/, '') || 'stand').replace(/^-+/, '');
}

/** The first free slug of `base`, `base-2`, `base-3` … (the unique index stays the final guard). */
async function freeSlug(tx: Executor, base: string): Promise<string> {
  const taken = new Set(
    (
      await tx
        .select({ slug: fundraiserStands.slug })
        .from(fundraiserStands)
        .where(sql`${fundraiserStands.slug} = ${base} OR ${fundraiserStands.slug} LIKE ${`${base}-%`}`)
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** 'East Point Elementary' in 'Atlanta, GA' → 'east-point-elementary-atlanta': the group page's address. */
export function groupSlugBase(name: string, city: string): string {
  return standSlugBase(name, '', city.split(',')[0] ?? '').replace(/^-+/, '') || 'group';
}

async function freeGroupSlug(tx: Executor, base: string): Promise<string> {
  const taken = new Set(
    (
      await tx
        .select({ slug: fundraiserGroups.slug })
        .from(fundraiserGroups)
        .where(sql`${fundraiserGroups.slug} = ${base} OR ${fundraiserGroups.slug} LIKE ${`${base}-%`}`)
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The group with this type, name and city (in any case), created the first time a registration names it. */
export async function findOrCreateGroup(tx: Executor, type: FundraiserGroupType, name: string, city: string): Promise<string> {
  const match = and(
    eq(fundraiserGroups.type, type),
    sql`lower(${fundraiserGroups.name}) = lower(${name})`,
    sql`lower(${fundraiserGroups.city}) = lower(${city})`,
  );
  const [existing] = await tx.select({ id: fundraiserGroups.id }).from(fundraiserGroups).where(match).limit(1);
  if (existing) return existing.id;
  await tx
    .insert(fundraiserGroups)
    .values({ type, name, city, slug: await freeGroupSlug(tx, groupSlugBase(name, city)) })
    .onConflictDoNothing();
  const [created] = await tx.select({ id: fundraiserGroups.id }).from(fundraiserGroups).where(match).limit(1);
  return created!.id;
}

/**
 * Approves a waiting registration: in one transaction the group is found or created, the stand is created with a
 * unique slug, the registration is marked approved, the audit log says who did it, and the parent's mail (the
 * stand's public link and where to manage it) is queued in the outbox.
 */
export async function approveRegistration(db: Database, actor: AuditActor, registrationId: string, mail: MailContext) {
  const result = await db.transaction(async (tx) => {
    // Locked, so two staff clicking Approve at once cannot make two stands.
    const [registration] = await tx.select().from(fundraiserRegistrations).where(eq(fundraiserRegistrations.id, registrationId)).for('update').limit(1);
    if (!registration) throw new DomainError('not_found', REGISTRATION_GONE);
    if (registration.decision !== 'pending') {
      throw new DomainError('conflict', `This registration was already ${registration.decision}.`);
    }
    const { kidFirstName, kidLastInitial, groupType, groupName } = registration;
    if (!kidFirstName || !kidLastInitial || !groupType || !groupName) {
      throw new DomainError('invalid', 'This registration has no group or kid details; ask the parent to register again.');
    }
    const groupId = await findOrCreateGroup(tx, groupType, groupName, registration.city);
    // The organizer the parent named leads the group unless the group has one already (staff see it on the registration).
    if (registration.groupContactEmail) {
      await tx
        .update(fundraiserGroups)
        .set({ organizerEmail: registration.groupContactEmail.toLowerCase() })
        .where(and(eq(fundraiserGroups.id, groupId), isNull(fundraiserGroups.organizerEmail)));
    }
    const slug = await freeSlug(tx, standSlugBase(kidFirstName, kidLastInitial, groupName));
    const [stand] = await tx
      .insert(fundraiserStands)
      .values({
        slug,
        registrationId,
        groupId,
        kidFirstName,
        kidLastInitial,
        parentEmail: registration.parentEmail.toLowerCase(),
      })
      .returning({ id: fundraiserStands.id, slug: fundraiserStands.slug });
    await tx
      .update(fundraiserRegistrations)
      .set({ decision: 'approved', decidedAt: mail.now, status: 'done' })
      .where(eq(fundraiserRegistrations.id, registrationId));
    const kidName = publicKidName(kidFirstName, kidLastInitial);
    await recordAudit(tx, actor, 'approve', 'fundraiser_registration', registrationId, { name: kidName, title: groupName, slug: stand!.slug });
    const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, registration.parentEmail.toLowerCase())).limit(1);
    const brand = await loadMailBrand(tx, mail.publicUrl);
    await queueMail(
      tx,
      standApprovedMail(
        {
          parentEmail: registration.parentEmail,
          kidName,
          groupName,
          groupType,
          slug: stand!.slug,
          hasAccount: Boolean(account),
        },
        brand,
      ),
      mail.now,
    );
    return { standId: stand!.id, slug: stand!.slug };
  });
  await mail.mailQueued();
  return result;
}

/** Declines a waiting registration (audit-logged) and tells the parent, in one transaction. */
export async function declineRegistration(db: Database, actor: AuditActor, registrationId: string, mail: MailContext) {
  await db.transaction(async (tx) => {
    const [registration] = await tx.select().from(fundraiserRegistrations).where(eq(fundraiserRegistrations.id, registrationId)).for('update').limit(1);
    if (!registration) throw new DomainError('not_found', REGISTRATION_GONE);
    if (registration.decision !== 'pending') {
      throw new DomainError('conflict', `This registration was already ${registration.decision}.`);
    }
    await tx
      .update(fundraiserRegistrations)
      .set({ decision: 'declined', decidedAt: mail.now, status: 'done' })
      .where(eq(fundraiserRegistrations.id, registrationId));
    await recordAudit(tx, actor, 'decline', 'fundraiser_registration', registrationId, { name: registration.kidName });
    const brand = await loadMailBrand(tx, mail.publicUrl);
    await queueMail(
      tx,
      registrationDeclinedMail(
        {
          parentEmail: registration.parentEmail,
          kidName: registration.kidName,
        },
        brand,
      ),
      mail.now,
    );
  });
  await mail.mailQueued();
  return { id: registrationId, decision: 'declined' as const };
}

// ---------------------------------------------------------------------------------------------------------------
// Stands as the public sees them

/**
 * The name a stand goes by in public: the kid's first name and last initial when the parent consented to public
 * display, otherwise only the group's ('A East Point Elementary stand'). Never a surname, email, address or age.
 */
export function standPublicName(
  stand: {
    kidFirstName: string;
    kidLastInitial: string;
    consentPublic: boolean;
  },
  groupName: string,
): string {
  return stand.consentPublic ? publicKidName(stand.kidFirstName, stand.kidLastInitial) : `A ${groupName} stand`;
}

/** The columns standPublicName reads, for a select that joins the stand's group. */
export const standNameColumns = {
  kidFirstName: fundraiserStands.kidFirstName,
  kidLastInitial: fundraiserStands.kidLastInitial,
  consentPublic: fundraiserStands.consentPublic,
  groupName: fundraiserGroups.name,
};

const publicStandColumns = {
  id: fundraiserStands.id,
  slug: fundraiserStands.slug,
  kidFirstName: fundraiserStands.kidFirstName,
  kidLastInitial: fundraiserStands.kidLastInitial,
  consentPublic: fundraiserStands.consentPublic,
  listedInSearch: fundraiserStands.listedInSearch,
  goalCents: fundraiserStands.goalCents,
  story: fundraiserStands.story,
  storyStatus: fundraiserStands.storyStatus,
  photoUrl: fundraiserStands.photoUrl,
  photoStatus: fundraiserStands.photoStatus,
  groupId: fundraiserGroups.id,
  groupSlug: fundraiserGroups.slug,
  groupName: fundraiserGroups.name,
  groupType: fundraiserGroups.type,
  city: fundraiserGroups.city,
};

/** A stand day's stored place columns, for publicStandDay (public reads) or the parent's own list. */
const standDayColumns = {
  id: standEvents.id,
  eventDate: standEvents.eventDate,
  place: standEvents.place,
  lat: standEvents.lat,
  lng: standEvents.lng,
  notes: standEvents.notes,
  area: standEvents.area,
  areaLat: standEvents.areaLat,
  areaLng: standEvents.areaLng,
  showSpot: standEvents.showSpot,
};

export const STAND_NOT_FOUND = 'We could not find this stand. Please check the link.';

/** The stand page's content: what is public only, with the raised total from real orders and the coming stand days. */
export async function publicStand(db: Executor, knownSlugs: KnownKeys, slug: string, today: string) {
  const known = await knownSlugs.mayExist(slug, async () => (await db.select({ slug: fundraiserStands.slug }).from(fundraiserStands)).map((row) => row.slug));
  if (!known) throw new DomainError('not_found', STAND_NOT_FOUND);
  const [stand] = await db
    .select(publicStandColumns)
    .from(fundraiserStands)
    .innerJoin(fundraiserGroups, eq(fundraiserGroups.id, fundraiserStands.groupId))
    .where(eq(fundraiserStands.slug, slug))
    .limit(1);
  if (!stand) throw new DomainError('not_found', STAND_NOT_FOUND);
  const [raised, scores, videos, events, dates] = await Promise.all([
    raisedByStand(db, [stand.id]),
    standScores(db, [stand.id], today),
    // The videos staff approved, shown only with the parent's consent to public display (as the gallery does).
    stand.consentPublic
      ? db
          .select({ id: standVideos.id, platform: standVideos.platform, videoId: standVideos.videoId, url: standVideos.url, title: standVideos.title })
          .from(standVideos)
          .where(and(eq(standVideos.standId, stand.id), eq(standVideos.status, 'approved')))
          .orderBy(desc(standVideos.updatedAt))
          .limit(10)
      : Promise.resolve([]),
    db
      .select(standDayColumns)
      .from(standEvents)
      .where(and(eq(standEvents.standId, stand.id), gte(standEvents.eventDate, today)))
      .orderBy(asc(standEvents.eventDate))
      .limit(20),
    loadFundraiserDates(db),
  ]);
  const closed = fundraiserEnded(dates, today);
  const totals = raised.get(stand.id) ?? { raisedCents: 0, orderCount: 0 };
  const score = scores.get(stand.id)!;
  // Story and photo are the parent's, shown only once staff approved them and the parent consented to public display.
  const showKid = stand.consentPublic;
  return {
    slug: stand.slug,
    name: standPublicName(stand, stand.groupName),
    // Search engines list the page only when the parent opted in (noindex and out of the sitemap otherwise).
    listedInSearch: stand.listedInSearch,
    group: {
      slug: stand.groupSlug,
      name: stand.groupName,
      type: stand.groupType,
      typeLabel: FUNDRAISER_GROUP_TYPE_LABELS[stand.groupType],
    },
    city: stand.city,
    goalCents: stand.goalCents,
    // A sample stand's recorded sales count too, so its page agrees with its points.
    raisedCents: standRaisedCents(raised, score, stand.id),
    orderCount: totals.orderCount,
    points: { total: score.totalPoints, average: score.avgPoints, events: score.events, ratingCount: score.ratingCount },
    story: showKid && stand.storyStatus === 'approved' ? stand.story : null,
    photoUrl: showKid && stand.photoStatus === 'approved' ? stand.photoUrl : null,
    videos: videos.map((video) => ({ ...video, platform: video.platform })),
    // After the end the page shows the final result: no coming days and no shop.
    events: closed ? [] : events.map((day) => ({ id: day.id, eventDate: day.eventDate, ...publicStandDay(day, stand.city) })),
    closed,
    startDate: dates.startDate || null,
    endDate: dates.endDate || null,
  };
}

/** The slugs of the stands whose parent let search engines list the page (the sitemap lists these only). */
export async function listedStandSlugs(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ slug: fundraiserStands.slug })
    .from(fundraiserStands)
    .where(eq(fundraiserStands.listedInSearch, true))
    .orderBy(asc(fundraiserStands.slug))
    .limit(5000);
  return rows.map((row) => row.slug);
}

/** Every stand a supporter can choose at checkout, by public name and group. */
export async function standChoices(db: Executor) {
  const rows = await db
    .select({
      id: fundraiserStands.id,
      slug: fundraiserStands.slug,
      ...standNameColumns,
      city: fundraiserGroups.city,
    })
    .from(fundraiserStands)
    .innerJoin(fundraiserGroups, eq(fundraiserGroups.id, fundraiserStands.groupId))
    .orderBy(asc(fundraiserGroups.name), asc(fundraiserStands.kidFirstName))
    .limit(1000);
  return rows.map((row) => ({
    slug: row.slug,
    name: standPublicName(row, row.groupName),
    groupName: row.groupName,
    city: row.city,
  }));
}

/** The stand an order supports, by its public slug; an unknown slug is refused so no order names a stand that is not there. */
export async function standForOrder(db: Executor, slug: string, today: string): Promise<{ id: string; name: string }> {
  const dates = await loadFundraiserDates(db);
  if (fundraiserEnded(dates, today)) {
    throw new DomainError('invalid', `The Fluff Fundraiser ended on ${dates.endDate}, so orders no longer count for a stand. Please choose No stand to order.`);
  }
  const [row] = await db
    .select({
      id: fundraiserStands.id,
      ...standNameColumns,
    })
    .from(fundraiserStands)
    .innerJoin(fundraiserGroups, eq(fundraiserGroups.id, fundraiserStands.groupId))
    .where(eq(fundraiserStands.slug, slug))
    .limit(1);
  if (!row) throw new DomainError('invalid', 'The fundraiser stand you chose no longer exists. Please choose another or none.');
  return { id: row.id, name: standPublicName(row, row.groupName) };
}

// ---------------------------------------------------------------------------------------------------------------
// The parent's own stands

/** The stands registered with this member's (confirmed) address: signing in with it is what links the account. */
export async function myStands(db: Executor, email: string, today: string) {
  const rows = await db
    .select({ ...publicStandColumns, isSample: fundraiserStands.isSample })
    .from(fundraiserStands)
    .innerJoin(fundraiserGroups, eq(fundraiserGroups.id, fundraiserStands.groupId))
    .where(eq(fundraiserStands.parentEmail, email.toLowerCase()))
    .orderBy(asc(fundraiserStands.createdAt));
  const ids = rows.map((row) => row.id);
  const [raised, events, videos, scores] = await Promise.all([
    raisedByStand(db, ids),
    standEventsOf(db, ids),
    videosOfStands(db, ids),
    standScores(db, ids, today),
  ]);
  return rows.map(({ id, groupType, ...row }) => ({
    ...row,
    events: events.filter((event) => event.standId === id).map(({ standId: _standId, ...event }) => event),
    videos: videos.filter((video) => video.standId === id).map(({ standId: _standId, ...video }) => video),
    points: scores.get(id)!,
    kidName: publicKidName(row.kidFirstName, row.kidLastInitial),
    publicName: standPublicName(row, row.groupName),
    groupTypeLabel: FUNDRAISER_GROUP_TYPE_LABELS[groupType],
    raisedCents: raised.get(id)?.raisedCents ?? 0,
    orderCount: raised.get(id)?.orderCount ?? 0,
  }));
}

/** The id of a stand this member manages, or NOT_FOUND (the same answer for someone else's stand: nothing to learn). */
export async function ownStandId(db: Executor, email: string, slug: string): Promise<string> {
  const [row] = await db
    .select({ id: fundraiserStands.id })
    .from(fundraiserStands)
    .where(and(eq(fundraiserStands.slug, slug), eq(fundraiserStands.parentEmail, email.toLowerCase())))
    .limit(1);
  if (!row) throw new DomainError('not_found', 'This stand is not one you manage.');
  return row.id;
}

/**
 * Saves the parent's goal, story and consent. A changed story goes back to staff for review (and is hidden from the
 * public until approved); an emptied story needs no review.
 */
export async function updateStandSettings(
  db: Database,
  email: string,
  input: {
    slug: string;
    goalDollars: number;
    story: string;
    consentPublic: boolean;
    listedInSearch: boolean;
  },
) {
  return db.transaction(async (tx) => {
    const id = await ownStandId(tx, email, input.slug);
    const [current] = await tx
      .select({
        story: fundraiserStands.story,
        storyStatus: fundraiserStands.storyStatus,
      })
      .from(fundraiserStands)
      .where(eq(fundraiserStands.id, id))
      .for('update');
    const storyChanged = current!.story !== input.story;
    const storyStatus = input.story === '' ? 'none' : storyChanged ? 'pending' : current!.storyStatus;
    await tx
      .update(fundraiserStands)
      .set({
        goalCents: input.goalDollars * 100,
        story: input.story,
        storyStatus,
        consentPublic: input.consentPublic,
        listedInSearch: input.listedInSearch,
      })
      .where(eq(fundraiserStands.id, id));
    return { slug: input.slug, storyStatus };
  });
}

/** How an order names the stand it supports (confirmation, tracking): its public name and address. */
export async function supportedStand(db: Executor, standId: string | null): Promise<{ name: string; slug: string } | null> {
  if (!standId) return null;
  const [row] = await db
    .select({
      slug: fundraiserStands.slug,
      ...standNameColumns,
    })
    .from(fundraiserStands)
    .innerJoin(fundraiserGroups, eq(fundraiserGroups.id, fundraiserStands.groupId))
    .where(eq(fundraiserStands.id, standId))
    .limit(1);
  return row
    ? {
        name: `${standPublicName(row, row.groupName)} (${row.groupName})`,
        slug: row.slug,
      }
    : null;
}

/** A stand's days, oldest first (the parent's page shows the past ones too). */
export async function standEventsOf(db: Executor, standIds: string[]) {
  if (standIds.length === 0) return [];
  return db
    .select({
      ...standDayColumns,
      standId: standEvents.standId,
    })
    .from(standEvents)
    .where(inArray(standEvents.standId, standIds))
    .orderBy(asc(standEvents.eventDate), asc(standEvents.createdAt));
}

/**
 * Adds a stand day to the member's own stand: today or later (in Atlanta), at most STAND_EVENTS_MAX per stand. The
 * area and its centroid come from the shipped places list by id, never from the client; the typed spot is kept and
 * shown in public only when the parent chose to show it.
 */
export async function addStandEvent(
  db: Database,
  email: string,
  today: string,
  input: {
    slug: string;
    eventDate: string;
    placeId: string;
    spot: string;
    showSpot: boolean;
    notes: string;
  },
) {
  if (input.eventDate < today) throw new DomainError('invalid', 'eventDate: Please choose today or a later date');
  const area = usPlaceById(input.placeId);
  if (!area) throw new DomainError('invalid', 'placeId: Please choose a ZIP code or city from the list');
  return db.transaction(async (tx) => {
    const standId = await ownStandId(tx, email, input.slug);
    // Locked, so two saves at once cannot pass the count together.
    await tx.select({ id: fundraiserStands.id }).from(fundraiserStands).where(eq(fundraiserStands.id, standId)).for('update');
    const count = await tx.$count(standEvents, eq(standEvents.standId, standId));
    if (count >= STAND_EVENTS_MAX) throw new DomainError('invalid', `A stand can plan at most ${STAND_EVENTS_MAX} stand days.`);
    const [row] = await tx
      .insert(standEvents)
      .values({
        standId,
        eventDate: input.eventDate,
        place: input.spot,
        lat: area.lat,
        lng: area.lng,
        area: area.label,
        areaLat: area.lat,
        areaLng: area.lng,
        showSpot: input.showSpot,
        notes: input.notes,
      })
      .returning({ id: standEvents.id });
    return { id: row!.id };
  });
}

export async function removeStandEvent(db: Database, email: string, slug: string, id: string) {
  const standId = await ownStandId(db, email, slug);
  const [row] = await db
    .delete(standEvents)
    .where(and(eq(standEvents.id, id), eq(standEvents.standId, standId)))
    .returning({ id: standEvents.id });
  if (!row) throw new DomainError('not_found', 'This stand day no longer exists.');
  return { id };
}

/** The site_settings key of the fundraiser's start and end dates (edited in back-office Settings). */
export const FUNDRAISER_DATES_KEY = 'fundraiser-dates';

export async function loadFundraiserDates(db: Executor): Promise<FundraiserDates> {
  return readSetting(db, FUNDRAISER_DATES_KEY, fundraiserDatesSchema, { startDate: '', endDate: '' });
}

/**
 * Announced when a visitor or a parent changes what a public stand page shows (an order for the stand, the parent's
 * goal, story or stand days): the cached public pages and reads are cleared on every instance, as for staff changes.
 */
export const STAND_CHANGES_TOPIC = 'fundraiser-stand-changes';
