import { expect, test } from './support/fixtures';
import { E2E_ADMIN } from '../../playwright.config';
import { signInAsAdmin, signInAtAdminLogin } from './support/site';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

test.describe('admin shell', () => {
  test('a visitor is sent to /admin/login with the origin remembered (history replaced), and returns there after signing in', async ({ page }) => {
    await page.goto('/');
    await page.goto('/admin/courses?from=test');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fcourses%3Ffrom%3Dtest$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    // The guarded page was replaced in history: Back goes to where the visitor came from, not into the guard again.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/admin\/login/);

    await signInAtAdminLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/courses\?from=test$/);
    await expect(page.getByRole('heading', { name: 'Courses', level: 1 })).toBeVisible();
    await expect(page.getByTestId('admin-email')).toHaveText(E2E_ADMIN.email);
    // The back office has no public frame.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

    // An admin who opens the login page again goes straight to the back office.
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('an admin adds a user, assigns a role and removes it by clicking its badge; that user is not let in', async ({ adminPage: page, browser }) => {
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'User Management' }).click();
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();

    const email = `e2e-member-${unique()}@example.com`;
    const password = 'member password 123';
    await page.getByRole('button', { name: 'Add User' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add User' });
    await addDialog.getByRole('button', { name: 'Create User' }).click();
    await expect(addDialog.getByRole('alert')).toHaveText('Please fill in all fields.');
    await addDialog.getByLabel('Email').fill(email);
    await addDialog.getByLabel('Password').fill(password);
    await addDialog.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('User created successfully.')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByRole('button', { name: `Remove user role from ${email}` })).toBeVisible();

    await row.getByRole('button', { name: `Manage roles of ${email}` }).click();
    const assignDialog = page.getByRole('dialog', { name: 'Assign Role' });
    await assignDialog.getByRole('button', { name: 'Assign Role' }).click();
    await expect(assignDialog.getByRole('alert')).toHaveText('Please select a user and role.');
    await assignDialog.getByLabel('Role').selectOption('moderator');
    await assignDialog.getByRole('button', { name: 'Assign Role' }).click();
    await expect(page.getByText('Role assigned successfully.')).toBeVisible();
    const moderatorBadge = row.getByRole('button', { name: `Remove moderator role from ${email}` });
    await expect(moderatorBadge).toBeVisible();

    await moderatorBadge.click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove role?' });
    await confirm.getByRole('button', { name: 'Remove Role' }).click();
    await expect(page.getByText('Role removed successfully.')).toBeVisible();
    await expect(moderatorBadge).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Remove user role from ${email}` })).toBeVisible();

    // The new member can sign in (pre-confirmed) but is no admin: refused at the login page and by the guard.
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await member.goto('/admin/login');
    await signInAtAdminLogin(member, email, password);
    await expect(member.getByRole('alert').filter({ hasText: 'Access denied. Admin privileges required.' })).toBeVisible();
    await member.goto('/admin/users');
    await expect(member).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fusers$/);
    await memberContext.close();
  });

  test('ctrl+b collapses the sidebar to an icon strip and the state is kept in a 7-day cookie', async ({ adminPage: page, context }) => {
    const sidebar = page.getByTestId('admin-sidebar');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect(sidebar).toHaveCSS('width', '256px');

    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect(sidebar).toHaveCSS('width', '48px');
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    const lifetime = cookie!.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(604_800 - 120);
    expect(lifetime).toBeLessThanOrEqual(604_800 + 5);
    // Labels stay for screen readers; links still work from the strip.
    await sidebar.getByRole('link', { name: 'Lessons' }).click();
    await expect(page.getByRole('heading', { name: 'Lessons', level: 1 })).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('admin-sidebar')).toHaveAttribute('data-state', 'collapsed');
    await page.keyboard.press('Control+b');
    await expect(page.getByTestId('admin-sidebar')).toHaveAttribute('data-state', 'expanded');
    expect((await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('true');
  });

  test('on a phone the sidebar is a slide-over panel', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page);
    await expect(page.getByTestId('admin-sidebar')).toHaveCount(0);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const panel = page.getByTestId('admin-sidebar-mobile');
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: 'Courses' }).click();
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Courses', level: 1 })).toBeVisible();
  });

  test('an admin creates a course and a lesson from a pasted Vimeo link, then deletes both after confirming', async ({ adminPage: page }) => {
    // Six page loads and some forty steps: on a busy two-core machine each load and hydration takes 2-4 s.
    test.setTimeout(120_000);
    await page.goto('/admin/courses');
    const title = `E2E Course ${unique()}`;
    await page.getByRole('button', { name: 'Add Course' }).click();
    const courseDialog = page.getByRole('dialog', { name: 'Create Course' });
    await courseDialog.getByRole('button', { name: 'Create Course' }).click();
    await expect(courseDialog.getByText('Please enter a title')).toBeVisible();
    await courseDialog.getByLabel('Title').fill(title);
    await courseDialog.getByLabel('Duration (minutes)').fill('25');
    await courseDialog.getByRole('button', { name: 'Create Course' }).click();
    await expect(page.getByText('Course created successfully!')).toBeVisible();
    const courseRow = page.getByRole('row').filter({ hasText: title });
    await expect(courseRow).toContainText('Draft');
    await expect(courseRow).toContainText('25 min');

    await page.goto('/admin/lessons');
    await page.getByLabel('Filter by course').selectOption({ label: title });
    await expect(page).toHaveURL(/course=/);
    await expect(page.getByText('No lessons yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add Lesson' }).click();
    const lessonDialog = page.getByRole('dialog', { name: 'Create Lesson' });
    await expect(lessonDialog.getByLabel('Course')).toHaveValue(await page.getByLabel('Filter by course').inputValue());
    await lessonDialog.getByLabel('Title').fill('Pasted Link Lesson');
    await lessonDialog.getByLabel('Vimeo video').fill('https://vimeo.com/channels/staffpicks/76979871?share=copy');
    await expect(lessonDialog.getByLabel('Vimeo video')).toHaveValue('76979871');
    await expect(lessonDialog).toContainText('https://player.vimeo.com/video/76979871');
    await lessonDialog.getByRole('button', { name: 'Create Lesson' }).click();
    await expect(page.getByText('Lesson created successfully!')).toBeVisible();
    const lessonRow = page.getByRole('row').filter({ hasText: 'Pasted Link Lesson' });
    await expect(lessonRow.getByRole('link', { name: '76979871' })).toHaveAttribute('href', 'https://player.vimeo.com/video/76979871');

    await page.goto('/admin/courses');
    await expect(courseRow.locator('td[data-label="Lessons"]')).toHaveText('1');

    // Deleting asks first; Cancel keeps the lesson.
    await page.goto('/admin/lessons');
    await page.getByLabel('Filter by course').selectOption({ label: title });
    await lessonRow.getByRole('button', { name: 'Delete Pasted Link Lesson' }).click();
    const confirmLesson = page.getByRole('alertdialog', { name: 'Delete lesson?' });
    await confirmLesson.getByRole('button', { name: 'Cancel' }).click();
    await expect(lessonRow).toBeVisible();
    await lessonRow.getByRole('button', { name: 'Delete Pasted Link Lesson' }).click();
    await confirmLesson.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Lesson deleted successfully!')).toBeVisible();
    await expect(page.getByText('No lessons yet')).toBeVisible();

    await page.goto('/admin/courses');
    await courseRow.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete course?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Course deleted successfully!')).toBeVisible();
    await expect(courseRow).toHaveCount(0);

    // Every change is in the audit log.
    await page.goto('/admin/audit?entity=course');
    await expect(page.getByRole('row').filter({ hasText: title }).filter({ hasText: 'Created course' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: title }).filter({ hasText: 'Deleted course' })).toBeVisible();
  });

  test('a settings change shows on the public site', async ({ adminPage: page }) => {
    await page.goto('/admin/settings');
    const facebook = page.getByLabel('Facebook');
    const original = await facebook.inputValue();
    const changed = `https://www.facebook.com/drip-e2e-${unique()}`;
    try {
      await facebook.fill('facebook.com/no-scheme');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(page.getByText('Please enter the full Facebook address, starting with https://')).toBeVisible();
      await facebook.fill(changed);
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(page.getByText('Settings saved successfully!')).toBeVisible();

      await page.goto('/contact');
      await expect(page.getByRole('link', { name: 'Drip Cotton Candy on Facebook (opens in a new tab)' })).toHaveAttribute('href', changed);
    } finally {
      // Other tests read the seeded details; put them back.
      await page.goto('/admin/settings');
      await page.getByLabel('Facebook').fill(original);
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(page.getByText('Settings saved successfully!')).toBeVisible();
    }
  });

  test('Logout ends the session and says so', async ({ adminPage: page }) => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin$/);
  });
});

test.describe('an admin who loses the role', () => {
  test('is sent to /admin/login at the next refused call, not left on failing screens', async ({ page, browser }) => {
    const email = `e2e-demoted-${unique()}@example.com`;
    const password = 'demoted admin password 7';
    // The e2e admin makes a second admin through the API...
    await signInAsAdmin(page);
    const origin = new URL(page.url()).origin;
    const call = async <T>(procedure: string, input: unknown): Promise<T> => {
      const response = await page.request.post(`/trpc/${procedure}`, { data: { json: input }, headers: { origin } });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { result: { data: { json: T } } }).result.data.json;
    };
    const user = await call<{ id: string }>('admin.users.create', { email, password });
    await call('admin.users.assignRole', { userId: user.id, role: 'admin' });

    // ...who opens the back office in another browser...
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await other.goto('/admin/login?redirect=%2Fadmin%2Fusers');
    await signInAtAdminLogin(other, email, password);
    await expect(other.getByRole('heading', { name: 'User Management' })).toBeVisible();

    // ...and loses the role while the screen is open: the next screen's call is refused.
    await call('admin.users.removeRole', { userId: user.id, role: 'admin' });
    await other.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' }).click();
    await expect(other).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fproducts$/);
    await expect(other.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await otherContext.close();
  });
});
