import type { Executor } from './client';
import { fundraiserGroups, fundraiserStands, standEvents, standPointAwards, standRatings } from './schema';
import type { SampleCalendar } from './sample-calendar';
import { usPlaceById } from '@shared/places/us-places';

// The program's sample participants as stands of one sample group, each with past stand days and results (sales
// recorded at those days, supporters' ratings and creativity awards), so a new site's leaderboard, map and stand
// pages show how the fundraiser works. Their totals follow the points formula (fundraiser-points.ts): Jaylen M.
// 3,760 points over 4 days, Sofia G. 2,730 over 3, Amara W. 3,520 over 4, Caleb R. 1,720 over 2, Priya S. 2,505
// over 3. Staff remove a sample stand in the back office; the seed marker keeps it from coming back.

/** The address of no one: a `.invalid` domain never receives mail, so no account can be confirmed with it. */
const SAMPLE_PARENT_EMAIL = 'sample-stands@dripcottoncandy.invalid';

export const SAMPLE_GROUP_ID = '0f1d5a3e-5a1e-4c0d-9a55-5eed00000001';

type SampleStand = {
  id: string;
  slug: string;
  kidFirstName: string;
  kidLastInitial: string;
  goalCents: number;
  story: string;
  /** Written for SAMPLE_CONTENT_DAY: past days, with the sales recorded at each; `area` is a ZIP code or 'City, ST' of the places list. */
  days: { written: string; area: string; place: string; salesCents: number }[];
  ratings: number[];
  awards: { kind: 'story' | 'photo' | 'video'; points: number; note: string }[];
};

const SAMPLE_STANDS: SampleStand[] = [
  {
    id: '6a1c2f4e-8d3b-4f7a-9c21-5eed00000101',
    slug: 'jaylen-m-sweet-start-sample-team',
    kidFirstName: 'Jaylen',
    kidLastInitial: 'M',
    goalCents: 40000,
    story: 'I spin blue raspberry clouds to buy new uniforms for my team. Come say hi at the park!',
    days: [
      { written: '2026-10-24', area: '30309', place: 'Piedmont Park, Atlanta', salesCents: 6500 },
      { written: '2026-10-31', area: '30312', place: 'Grant Park Farmers Market, Atlanta', salesCents: 8000 },
      { written: '2026-11-07', area: '30309', place: 'Piedmont Park, Atlanta', salesCents: 7000 },
      { written: '2026-11-14', area: '30313', place: 'Centennial Olympic Park, Atlanta', salesCents: 8500 },
    ],
    ratings: [5, 5, 5, 5, 5, 5],
    awards: [
      { kind: 'video', points: 100, note: 'Day One vlog' },
      { kind: 'story', points: 60, note: 'Stand story' },
    ],
  },
  {
    id: '6a1c2f4e-8d3b-4f7a-9c21-5eed00000102',
    slug: 'sofia-g-sweet-start-sample-team',
    kidFirstName: 'Sofia',
    kidLastInitial: 'G',
    goalCents: 30000,
    story: 'My cones are the fastest in Marietta. Every sale helps our art club buy a kiln.',
    days: [
      { written: '2026-10-31', area: '30060', place: 'Marietta Square, Marietta', salesCents: 7000 },
      { written: '2026-11-07', area: '30064', place: 'Laurel Park, Marietta', salesCents: 6500 },
      { written: '2026-11-14', area: '30060', place: 'Marietta Square, Marietta', salesCents: 7500 },
    ],
    ratings: [5, 5, 5, 5, 5],
    awards: [
      { kind: 'video', points: 90, note: 'Spinning a cone in 15 seconds' },
      { kind: 'photo', points: 40, note: 'Stand photo' },
    ],
  },
  {
    id: '6a1c2f4e-8d3b-4f7a-9c21-5eed00000103',
    slug: 'amara-w-sweet-start-sample-team',
    kidFirstName: 'Amara',
    kidLastInitial: 'W',
    goalCents: 35000,
    story: 'Robots and cotton candy! I am raising money for our robotics team trip.',
    days: [
      { written: '2026-10-24', area: '30344', place: 'Jefferson Park, East Point', salesCents: 6000 },
      { written: '2026-10-31', area: '30344', place: 'East Point Farmers Market', salesCents: 7500 },
      { written: '2026-11-07', area: '30344', place: 'Jefferson Park, East Point', salesCents: 7000 },
      { written: '2026-11-14', area: '30344', place: 'Sumner Park, East Point', salesCents: 7500 },
    ],
    ratings: [5, 5, 5, 4, 5, 5],
    awards: [
      { kind: 'story', points: 80, note: 'Robotics story' },
      { kind: 'photo', points: 60, note: 'Rainbow stand photo' },
    ],
  },
  {
    id: '6a1c2f4e-8d3b-4f7a-9c21-5eed00000104',
    slug: 'caleb-r-sweet-start-sample-team',
    kidFirstName: 'Caleb',
    kidLastInitial: 'R',
    goalCents: 20000,
    story: 'My cloud cart rolls to every game. Help our soccer team get to the state cup!',
    days: [
      { written: '2026-11-07', area: 'Charlotte, NC', place: 'Freedom Park, Charlotte', salesCents: 6000 },
      { written: '2026-11-14', area: 'Charlotte, NC', place: 'Romare Bearden Park, Charlotte', salesCents: 7000 },
    ],
    ratings: [5, 5, 5, 5],
    awards: [{ kind: 'photo', points: 20, note: 'Cloud cart photo' }],
  },
  {
    id: '6a1c2f4e-8d3b-4f7a-9c21-5eed00000105',
    slug: 'priya-s-sweet-start-sample-team',
    kidFirstName: 'Priya',
    kidLastInitial: 'S',
    goalCents: 25000,
    story: 'Welcome to my fluff factory! We are raising money for our camp scholarship fund.',
    days: [
      { written: '2026-10-31', area: 'Nashville, TN', place: 'Centennial Park, Nashville', salesCents: 6000 },
      { written: '2026-11-07', area: 'Nashville, TN', place: 'Shelby Park, Nashville', salesCents: 6500 },
      { written: '2026-11-14', area: 'Nashville, TN', place: 'Centennial Park, Nashville', salesCents: 6500 },
    ],
    ratings: [4, 5, 5, 5, 4],
    awards: [
      { kind: 'video', points: 85, note: 'Fluff factory tour' },
      { kind: 'story', points: 60, note: 'Camp story' },
    ],
  },
];

/** A fixed id per sample row (`n` counts within the stand), so seeding again inserts nothing twice. */
function sampleRowId(standId: string, table: 'e' | 'r' | 'a', n: number): string {
  const kind = { e: '1', r: '2', a: '3' }[table];
  return `${standId.slice(0, 24)}${standId.slice(-3)}${kind}${n.toString(16).padStart(8, '0')}`;
}

/** Inserts the sample group and stands with their days and results; rows already there (or deleted by staff after the seed marker) are left alone. */
export async function seedSampleStands(tx: Executor, when: SampleCalendar): Promise<void> {
  await tx
    .insert(fundraiserGroups)
    .values({
      id: SAMPLE_GROUP_ID,
      type: 'non_profit',
      name: 'Sweet Start Sample Team',
      city: 'Atlanta, GA',
      slug: 'sweet-start-sample-team-atlanta',
      sharePercent: 50,
    })
    .onConflictDoNothing();
  await tx
    .insert(fundraiserStands)
    .values(
      SAMPLE_STANDS.map((stand) => ({
        id: stand.id,
        slug: stand.slug,
        groupId: SAMPLE_GROUP_ID,
        kidFirstName: stand.kidFirstName,
        kidLastInitial: stand.kidLastInitial,
        parentEmail: SAMPLE_PARENT_EMAIL,
        goalCents: stand.goalCents,
        story: stand.story,
        storyStatus: 'approved' as const,
        consentPublic: true,
        isSample: true,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(standEvents)
    .values(
      SAMPLE_STANDS.flatMap((stand) =>
        stand.days.map((day, n) => {
          const area = usPlaceById(day.area)!;
          // Sample days are public at their area only, as every stand day is by default.
          return {
            id: sampleRowId(stand.id, 'e', n),
            standId: stand.id,
            eventDate: when.day(day.written),
            place: day.place,
            lat: area.lat,
            lng: area.lng,
            area: area.label,
            areaLat: area.lat,
            areaLng: area.lng,
            sampleSalesCents: day.salesCents,
          };
        }),
      ),
    )
    .onConflictDoNothing();
  await tx
    .insert(standRatings)
    .values(SAMPLE_STANDS.flatMap((stand) => stand.ratings.map((stars, n) => ({ id: sampleRowId(stand.id, 'r', n), standId: stand.id, stars }))))
    .onConflictDoNothing();
  await tx
    .insert(standPointAwards)
    .values(
      SAMPLE_STANDS.flatMap((stand) =>
        stand.awards.map((award, n) => ({ id: sampleRowId(stand.id, 'a', n), standId: stand.id, kind: award.kind, points: award.points, note: award.note })),
      ),
    )
    .onConflictDoNothing();
}

/** How many rows the sample adds to each table (the seed test checks them). */
export const SAMPLE_STAND_COUNTS = {
  fundraiserGroups: 1,
  fundraiserStands: SAMPLE_STANDS.length,
  standEvents: SAMPLE_STANDS.reduce((n, s) => n + s.days.length, 0),
  standRatings: SAMPLE_STANDS.reduce((n, s) => n + s.ratings.length, 0),
  standPointAwards: SAMPLE_STANDS.reduce((n, s) => n + s.awards.length, 0),
};
