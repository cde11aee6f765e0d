import { randomUUID } from 'node:crypto';
import { expect, MEMBER_PASSWORD, test } from './support/fixtures';
import { signInAsAdminOver, signInAtAdminLogin, trpcOver } from './support/site';

// The moderator's back office: a member given the moderator role signs in, sees only the fundraiser's review queue and
// the inbox, approves a parent's story, and asking for an admin screen by its address lands back on their own screen
// with a sentence saying why. The stand and its story are set up through the API, as the parent and staff would.

test('a moderator reviews fundraiser stories and is kept out of admin screens with a reason', async ({ page, member, trpc, request }) => {
  const suffix = randomUUID().slice(0, 8);
  const story = `Modi is raising money for library books, batch ${suffix}.`;
  await trpc.mutation('fundraiser.register', {
    idempotencyKey: randomUUID(),
    kidFirstName: 'Modi',
    kidLastInitial: 'Q',
    kidAge: 10,
    groupType: 'school',
    groupName: `Moderation School ${suffix}`,
    parentEmail: member.email,
    city: 'Atlanta',
    agreeTerms: true,
  });
  await signInAsAdminOver(request);
  const staff = trpcOver(request);
  const registrations = await staff.query<{ id: string; parentEmail: string }[]>('admin.fundraiser.registrations', {});
  const registration = registrations.find((row) => row.parentEmail === member.email)!;
  const stand = await staff.mutation<{ slug: string }>('admin.fundraiser.approve', { id: registration.id });
  await trpc.mutation('fundraiser.updateMyStand', { slug: stand.slug, goalDollars: 200, story, consentPublic: true });
  const users = await staff.query<{ items: { id: string }[] }>('admin.users.list', { search: member.email });
  // The new role ends the member's sessions: they sign in again at the back office's door.
  await staff.mutation('admin.users.assignRole', { userId: users.items[0]!.id, role: 'moderator' });

  await page.goto('/admin/login');
  await signInAtAdminLogin(page, member.email, MEMBER_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/fundraiser$/);
  await expect(page.getByRole('heading', { name: 'Fluff Fundraiser', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'That screen is for admins' })).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link')).toHaveText(['Fluff Fundraiser', 'Inbox']);

  const row = page.getByRole('row').filter({ hasText: story });
  await row.getByRole('button', { name: 'Approve story' }).click();
  await expect(page.getByText('The story was approved.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: story })).toHaveCount(0);

  // The inbox opens read-only: statuses are words, not menus, and there is no export.
  await nav.getByRole('link', { name: 'Inbox' }).click();
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  // Each row's own Status menu, not the list's 'Filter by status', which a reader of the inbox keeps.
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Filter by status' })).toBeVisible();

  // An admin screen asked for by its address: back on their own screen, told why.
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/fundraiser\?refused=admin-only$/);
  await expect(page.getByRole('alert').filter({ hasText: 'That screen is for admins' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'User Management' })).toHaveCount(0);
});
