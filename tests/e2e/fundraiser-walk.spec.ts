import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { mailsTo } from './support/mailbox';

// The Fluff Fundraiser end to end: a parent registers a kid, staff approve, the parent (signed in with the
// registration's address) sets the goal and story, staff approve the story, a supporter opens the stand's link and
// buys from its shop, the stand's raised total moves, and staff see the group's sales and share.

const PASSWORD = 'spun sugar and sunshine';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

async function linkFromMail(to: string, linkPath: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const match = (await mailsTo(to)).filter((message) => message.text.includes(linkPath)).at(-1);
    const url = match?.text.match(pattern)?.[0];
    if (url) return new URL(url).pathname + new URL(url).search;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${linkPath} link was mailed to ${to}`);
}

async function adminPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}

/** No sideways scroll at this width. */
async function fits(page: Page, label: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect.soft(scrollWidth, label).toBeLessThanOrEqual(innerWidth);
}

test('a parent registers, staff approve, the parent sets the stand up, a supporter buys for it and staff see the group total', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const id = unique();
  const kidFirstName = `Kira${id.replace(/[0-9]/g, '').slice(0, 6)}`;
  const kidName = `${kidFirstName} W.`;
  const groupName = `Walk Academy ${id}`;
  const parentEmail = `e2e-parent-${id}@example.com`;

  // 1. The parent registers the kid on the landing page.
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  await parent.goto('/fluff-fundraiser#registration');
  const form = parent.getByRole('form', {
    name: 'Fluff Fundraiser registration',
  });
  await form.getByLabel("Kid's First Name").fill(kidFirstName);
  await form.getByLabel('Last Initial').fill('w');
  await form.getByLabel('Age (8-16)').fill('12');
  await form.getByLabel('Group Type').selectOption('school');
  await form.getByLabel('Group Name').fill(groupName);
  await form.getByLabel("Parent's Email").fill(parentEmail);
  await form.getByLabel('City').fill('Decatur');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Register Now' }).click();
  await expect(parent.getByTestId('registration-success')).toContainText(kidName);

  // 2. Staff approve it on the fundraiser screen.
  const admin = await adminPage(browser);
  await admin.goto('/admin/fundraiser');
  const registrationRow = admin.getByRole('row').filter({ hasText: groupName }).first();
  await registrationRow.getByRole('button', { name: `Approve ${kidName}` }).click();
  await expect(toast(admin, 'Stand opened')).toBeVisible();
  const standPath = await linkFromMail(parentEmail, '/fluff-fundraiser/stands/', /https?:\/\/\S+\/fluff-fundraiser\/stands\/[a-z0-9-]+/);
  expect(standPath).toMatch(/^\/fluff-fundraiser\/stands\/kira[a-z]*-w-walk-academy-/);

  // 3. The parent creates an account with the registration's address and manages the stand.
  await parent.goto('/login?redirect=%2Fdashboard%2Fstand');
  await parent.getByRole('tab', { name: 'Sign Up' }).click();
  const signUp = parent.getByRole('form', { name: 'Sign Up' });
  await signUp.getByLabel('Email').fill(parentEmail);
  await signUp.getByLabel('Password').fill(PASSWORD);
  await signUp.getByRole('button', { name: 'Sign Up' }).click();
  await parent.goto(await linkFromMail(parentEmail, '/auth/confirm', /https?:\/\/\S+token=[a-z0-9]+/));
  await expect(parent).toHaveURL(/\/$/);
  await parent.goto('/dashboard/stand');
  const card = parent.getByTestId('my-stand');
  await expect(card).toContainText(kidName);
  await card.getByLabel('Goal (dollars)').fill('150');
  await card.getByLabel('Story', { exact: true }).fill('Kira is raising money for new library books at her school.');
  await card.getByRole('checkbox').check();
  await card.getByRole('button', { name: 'Save stand' }).click();
  await expect(toast(parent, 'Stand saved')).toBeVisible();
  // A stand day a week ahead, its place picked on the drawn map.
  const nextWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await card.getByLabel('Date', { exact: true }).fill(nextWeek);
  await card.getByLabel('Place', { exact: true }).fill('Decatur Square');
  await card.getByTestId('event-map').click();
  await expect(card.getByText(/° N, .*° W/).first()).toBeVisible();
  await card.getByRole('button', { name: 'Add stand day' }).click();
  await expect(toast(parent, 'Stand day added')).toBeVisible();
  await expect(card.getByTestId('my-stand-events')).toContainText('Decatur Square');
  for (const width of [1280, 390]) {
    await parent.setViewportSize({ width, height: 900 });
    await parent.screenshot({
      path: testInfo.outputPath(`my-stand-${width}.png`),
      fullPage: true,
    });
    await fits(parent, `my stand at ${width} px`);
  }

  // The story is not public until staff approve it.
  const supporterContext = await browser.newContext();
  const supporter = await supporterContext.newPage();
  await supporter.goto(standPath);
  await expect(supporter.getByTestId('stand-name')).toHaveText(kidName);
  await expect(supporter.getByTestId('stand-story')).toHaveCount(0);
  await admin.goto('/admin/fundraiser');
  await admin
    .getByRole('row')
    .filter({ hasText: kidName })
    .filter({ has: admin.getByRole('button', { name: 'Approve story' }) })
    .getByRole('button', { name: 'Approve story' })
    .click();
  await expect(toast(admin, 'The story was approved.')).toBeVisible();

  // 4. A supporter opens the shared link and buys from the stand's shop.
  await supporter.goto(standPath);
  await expect(supporter.getByTestId('stand-story')).toContainText('new library books');
  await expect(supporter.getByTestId('stand-raised')).toHaveText('$0.00 raised');
  await expect(supporter.getByTestId('stand-events')).toContainText('Decatur Square');
  for (const width of [1280, 390]) {
    await supporter.setViewportSize({ width, height: 900 });
    await supporter.screenshot({
      path: testInfo.outputPath(`stand-page-${width}.png`),
      fullPage: true,
    });
    await fits(supporter, `stand page at ${width} px`);
  }
  await supporter.setViewportSize({ width: 1280, height: 900 });
  const plain = supporter
    .getByTestId('product-card')
    .filter({ hasNot: supporter.getByText('Choose a size') })
    .first();
  await plain.getByRole('button', { name: 'Add to Cart' }).click();
  await supporter.goto('/checkout');
  await expect(supporter.getByTestId('supporting-stand')).toContainText(`Supporting ${kidName}`);
  await supporter.getByLabel('Name', { exact: true }).fill('Grandma Rose');
  await supporter.getByLabel('Email', { exact: true }).fill(`e2e-supporter-${id}@example.com`);
  await supporter.getByLabel('Phone', { exact: true }).fill('(404) 555-0123');
  await supporter.getByRole('button', { name: /^Place order/ }).click();
  await expect(supporter).toHaveURL(/\/order\//);
  await expect(supporter.getByTestId('order-supporting')).toContainText(kidName);

  // 5. The stand's raised total moved.
  await supporter.goto(standPath);
  await expect(supporter.getByTestId('stand-raised')).not.toHaveText('$0.00 raised');
  const raised = (await supporter.getByTestId('stand-raised').textContent())!.replace(' raised', '');

  // 6. Staff see the group's sales and its share (50% until they change it).
  await admin.goto('/admin/fundraiser');
  const groupRow = admin
    .getByRole('row')
    .filter({ hasText: groupName })
    .filter({ has: admin.getByTestId('group-sales') });
  await expect(groupRow.getByTestId('group-sales')).toHaveText(raised);
  const cents = Math.round(Number(raised.replace(/[$,]/g, '')) * 100);
  await expect(groupRow.getByTestId('group-share')).toHaveText(`$${(Math.floor(cents / 2) / 100).toFixed(2)}`);

  await Promise.all([parentContext.close(), supporterContext.close(), admin.context().close()]);
});
