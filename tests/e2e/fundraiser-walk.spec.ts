import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN } from '../../playwright.config';
import { waitForAppOnNavigation } from './support/fixtures';
import { linkInMail, mailsTo } from './support/mailbox';
import { trpcOver } from './support/site';

// The Fluff Fundraiser end to end: a parent registers a kid, staff approve, the parent (signed in with the
// registration's address) sets the goal, story, photo and a stand day, staff approve the story and photo, a supporter
// opens the stand's link, buys from its shop, picks the order up and rates the stand from the mail, the stand's raised total,
// points and leaderboard place move (with creativity points from staff), and staff see the group's total and mark
// its payout. The parent is mailed each decision (a rejected video with staff's reason), the sale and the payout; the
// group's organizer named at registration sees the group's stands.

const PASSWORD = 'spun sugar and sunshine';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

async function adminPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  waitForAppOnNavigation(page);
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}

/** The stand's place on the full leaderboard sorted by average points: 1 for the medal rows' first, n for '#n'. */
async function leaderboardRank(page: Page, kidName: string): Promise<number> {
  await page.goto('/fluff-fundraiser/leaderboard?sort=avg');
  const row = page.getByTestId('leaderboard-row').filter({ has: page.getByRole('link', { name: kidName, exact: true }) });
  const rank = (await row.getByTestId('leaderboard-rank').textContent())!;
  const medal = ['1st place', '2nd place', '3rd place'].indexOf(rank);
  return medal >= 0 ? medal + 1 : Number(rank.replace('#', ''));
}

/** The total on the stand page's points card: '1,234 points' → 1234. */
async function standPoints(page: Page, standPath: string): Promise<number> {
  await page.goto(standPath);
  const text = (await page.getByTestId('stand-points').textContent())!;
  return Number(/([\d,]+) points/.exec(text)![1]!.replace(/,/g, ''));
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
  const organizerEmail = `e2e-coach-${id}@example.com`;

  // 1. The parent registers the kid on the landing page.
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  // Public pages arrive rendered: typing before the app is live would reach plain HTML.
  waitForAppOnNavigation(parent);
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
  await form.getByLabel("Group Organizer's Email (optional)").fill(organizerEmail);
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
  const standPath = await linkInMail(parentEmail, '/fluff-fundraiser/stands/', /https?:\/\/\S+\/fluff-fundraiser\/stands\/[a-z0-9-]+/);
  expect(standPath).toMatch(/^\/fluff-fundraiser\/stands\/kira[a-z]*-w-walk-academy-/);

  // 3. The parent creates an account with the registration's address and manages the stand.
  await parent.goto('/login?redirect=%2Fdashboard%2Fstand');
  await parent.getByRole('tab', { name: 'Sign Up' }).click();
  const signUp = parent.getByRole('form', { name: 'Sign Up' });
  await signUp.getByLabel('Email').fill(parentEmail);
  await signUp.getByLabel('Password').fill(PASSWORD);
  await signUp.getByRole('button', { name: 'Sign Up' }).click();
  await parent.goto(await linkInMail(parentEmail, '/auth/confirm'));
  await expect(parent).toHaveURL(/\/$/);
  // On a phone the menu leads the parent to the stand.
  const desktop = parent.viewportSize()!;
  await parent.setViewportSize({ width: 390, height: 844 });
  await parent.getByRole('button', { name: 'Open menu' }).click();
  await parent.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'My stand' }).click();
  await expect(parent).toHaveURL(/\/dashboard\/stand$/);
  await parent.setViewportSize(desktop);
  const card = parent.getByTestId('my-stand');
  await expect(card).toContainText(kidName);
  await card.getByLabel('Goal (dollars)').fill('150');
  await card.getByLabel('Story', { exact: true }).fill('Kira is raising money for new library books at her school.');
  await card.getByRole('checkbox', { name: /I agree that the stand page/ }).check();
  await card.getByRole('button', { name: 'Save stand' }).click();
  await expect(toast(parent, 'Stand saved')).toBeVisible();
  // A stand day a week ahead, its place picked on the drawn map.
  // Sent empty, the form shows the schema's messages beside the date and the place search, and adds nothing.
  await card.getByRole('button', { name: 'Add stand day' }).click();
  await expect(card.getByText('Please choose a date')).toBeVisible();
  await expect(card.getByText('Please choose a ZIP code or city from the list')).toBeVisible();
  const nextWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await card.getByLabel('Date', { exact: true }).fill(nextWeek);
  // The place by typing: a ZIP code, picked from the list with the keyboard; the map only previews it.
  const place = card.getByRole('combobox', { name: 'ZIP code or city' });
  await place.fill('30030');
  await expect(card.getByRole('option', { name: 'Decatur, GA 30030' })).toBeVisible();
  await place.press('ArrowDown');
  await place.press('Enter');
  await expect(card.getByText('Preview: Decatur, GA 30030')).toBeVisible();
  await card.getByLabel('Exact spot (optional)').fill('Decatur Square');
  await card.getByRole('button', { name: 'Add stand day' }).click();
  await expect(toast(parent, 'Stand day added')).toBeVisible();
  await expect(card.getByTestId('my-stand-events')).toContainText('Decatur Square');
  // A photo of the stand: re-encoded by the server and waiting for staff.
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 255, g: 150, b: 210 } } })
    .png()
    .toBuffer();
  await card.locator('input[type="file"]').setInputFiles({ name: 'stand.png', mimeType: 'image/png', buffer: photo });
  await expect(toast(parent, 'Photo uploaded')).toBeVisible();
  await expect(card.getByTestId('my-stand-photo')).toHaveAttribute('src', /^\/uploads\/[a-f0-9]+-800\.webp$/);
  await expect(card.getByTestId('my-stand-photo-status')).toContainText('Waiting for our team’s review');
  // A video link, which staff will reject with a reason.
  const videos = card.getByRole('form', { name: `Add a video to ${kidName}'s stand` });
  await videos.getByLabel('YouTube or TikTok address').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await videos.getByRole('button', { name: 'Add video' }).click();
  await expect(card.getByTestId('my-stand-videos')).toContainText('youtube.com/watch?v=dQw4w9WgXcQ');
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
  waitForAppOnNavigation(supporter);
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
  await admin.getByRole('row').filter({ hasText: kidName }).getByRole('button', { name: 'Approve photo' }).click();
  await expect(toast(admin, 'The photo was approved.')).toBeVisible();
  // The video is rejected with a reason from the list and a note: without a reason the dialog asks for one.
  await admin
    .getByRole('row')
    .filter({ hasText: kidName })
    .getByRole('button', { name: /Reject video/ })
    .click();
  const reject = admin.getByRole('dialog', { name: `Reject ${kidName}'s video` });
  await reject.getByRole('button', { name: 'Reject and tell the parent' }).click();
  await expect(reject.getByText('Choose why it is rejected')).toBeVisible();
  await reject.getByLabel('Reason').selectOption('not_theirs');
  await reject.getByLabel('Note to the parent (optional)').fill('Try a video you filmed at the stand.');
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.screenshot({ path: testInfo.outputPath(`admin-reject-video-${width}.png`) });
  }
  await admin.setViewportSize({ width: 1280, height: 900 });
  await reject.getByRole('button', { name: 'Reject and tell the parent' }).click();
  await expect(toast(admin, 'The video was rejected.')).toBeVisible();
  // The parent is told of each decision, the rejection with the reason and the note.
  const subjects = async () => (await mailsTo(parentEmail)).map((m) => m.subject);
  await expect
    .poll(subjects)
    .toEqual(expect.arrayContaining([`${kidName}'s story is approved`, `${kidName}'s photo is approved`, `About the video on ${kidName}'s stand`]));
  const rejection = (await mailsTo(parentEmail)).find((m) => m.subject === `About the video on ${kidName}'s stand`)!;
  expect(rejection.text).toContain('because it uses music, pictures or words that belong to someone else.');
  expect(rejection.text).toContain('Try a video you filmed at the stand.');

  // 4. A supporter opens the shared link and buys from the stand's shop.
  await supporter.goto(standPath);
  await expect(supporter.getByTestId('stand-story')).toContainText('new library books');
  await expect(supporter.getByRole('img', { name: new RegExp(kidName) })).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);
  // The approved photo (the parent consented) fills the landing page's gallery, which is hidden while empty.
  await supporter.goto('/fluff-fundraiser');
  await expect(
    supporter
      .locator('section#gallery')
      .getByRole('img', { name: `Photo of ${kidName}'s stand` })
      .first(),
  ).toBeVisible();
  await supporter.goto(standPath);
  await expect(supporter.getByTestId('stand-points')).toContainText('0 points');
  const rankBefore = await leaderboardRank(supporter, kidName);
  await supporter.goto(standPath);
  await expect(supporter.getByTestId('stand-raised')).toHaveText('$0.00 raised');
  // Public at the area the parent chose, not at the typed spot (the parent did not tick "show the exact spot").
  await expect(supporter.getByTestId('stand-events')).toContainText('Decatur, GA 30030');
  await expect(supporter.getByTestId('stand-events')).not.toContainText('Decatur Square');
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
  // At least $25 of one product, so with a 5-star rating the stand has 350 to 630 points before staff's award.
  const priceCents = Math.round(Number((await plain.getByTestId('product-price').textContent())!.replace(/[^\d.]/g, '')) * 100);
  for (let i = 0; i < Math.ceil(2500 / priceCents); i += 1) await plain.getByRole('button', { name: 'Add to Cart' }).click();
  await supporter.goto('/checkout');
  await expect(supporter.getByTestId('supporting-stand')).toContainText(`Supporting ${kidName}`);
  await supporter.getByLabel('Name', { exact: true }).fill('Grandma Rose');
  const supporterEmail = `e2e-supporter-${id}@example.com`;
  await supporter.getByLabel('Email', { exact: true }).fill(supporterEmail);
  await supporter.getByLabel('Phone', { exact: true }).fill('(404) 555-0123');
  await supporter.getByRole('button', { name: /^Place order/ }).click();
  await expect(supporter).toHaveURL(/\/order\//);
  await expect(supporter.getByTestId('order-supporting')).toContainText(kidName);
  const orderNumber = (await supporter.getByTestId('order-number').textContent())!.trim();

  // 5. Placed is not collected: nothing moves until staff hand the order over; then the raised total and points move.
  await supporter.goto(standPath);
  await expect(supporter.getByTestId('stand-raised')).toHaveText('$0.00 raised');
  const staffApi = trpcOver(admin.request);
  const listed = await staffApi.query<{ items: { id: string }[] }>('admin.orders.list', { search: orderNumber });
  for (const status of ['preparing', 'ready', 'completed']) await staffApi.mutation('admin.orders.setStatus', { id: listed.items[0]!.id, status });
  await supporter.goto(standPath);
  await expect(supporter.getByTestId('stand-raised')).not.toHaveText('$0.00 raised');
  const raised = (await supporter.getByTestId('stand-raised').textContent())!.replace(' raised', '');
  const salesPoints = Math.floor(Number(raised.replace(/[$,]/g, ''))) * 10;
  expect(await standPoints(supporter, standPath)).toBe(salesPoints);
  // The parent is told of the collected sale: its amount and the stand's progress, nothing about who bought.
  await expect.poll(subjects).toContain(`A ${raised} sale for ${kidName}'s stand`);
  const sale = (await mailsTo(parentEmail)).find((m) => m.subject === `A ${raised} sale for ${kidName}'s stand`)!;
  expect(sale.text).toContain(`The stand has raised ${raised} of its $150.00 goal so far.`);
  for (const buyerDetail of ['Grandma Rose', supporterEmail, '555-0123', orderNumber]) {
    expect(`${sale.text}${sale.html}`).not.toContain(buyerDetail);
  }

  // 6. The supporter rates the stand from the link in the mail that said the order was complete, once.
  await supporter.goto(await linkInMail(supporterEmail, '/fluff-fundraiser/rate', /https?:\/\/\S+\/fluff-fundraiser\/rate\?token=[a-z2-7]+/));
  await expect(supporter.getByRole('heading', { name: `How was ${kidName}?` })).toBeVisible();
  for (const width of [1280, 390]) {
    await supporter.setViewportSize({ width, height: 900 });
    await supporter.screenshot({ path: testInfo.outputPath(`rate-stand-${width}.png`), fullPage: true });
    await fits(supporter, `rating page at ${width} px`);
  }
  await supporter.getByLabel('5 stars: Amazing').check({ force: true });
  await supporter.getByRole('button', { name: 'Send Rating' }).click();
  await expect(supporter.getByTestId('rating-done')).toContainText('Thank you! Your 5-star rating counts');
  await supporter.reload();
  await expect(supporter.getByTestId('rating-done')).toBeVisible();
  await expect(supporter.getByRole('button', { name: 'Send Rating' })).toHaveCount(0);
  const rated = await standPoints(supporter, standPath);
  expect(rated).toBe(salesPoints + 100);

  // 7. Staff award creativity points for the photo: 845 in all puts the stand between Caleb R. (860 a day) and
  // Priya S. (835) on the average board (no stand day held yet, so the average is the total).
  await admin.goto('/admin/fundraiser');
  await admin.getByRole('button', { name: `Award points to ${kidName}` }).click();
  const award = admin.getByRole('dialog', { name: `Creativity points for ${kidName}` });
  await award.getByLabel('For').selectOption('photo');
  await award.getByLabel('Points').fill(String(845 - rated));
  await award.getByRole('button', { name: 'Award points', exact: true }).click();
  await expect(toast(admin, `${845 - rated} creativity points awarded to ${kidName}.`)).toBeVisible();
  expect(await standPoints(supporter, standPath)).toBe(845);
  const rankAfter = await leaderboardRank(supporter, kidName);
  expect(rankAfter).toBeLessThan(rankBefore);
  const names = await supporter.getByTestId('leaderboard-name').allTextContents();
  // Between them (a stand from an earlier run of this walk may share the 845).
  expect(names.indexOf(kidName)).toBeGreaterThan(names.indexOf('Caleb R.'));
  expect(names.indexOf(kidName)).toBeLessThan(names.indexOf('Priya S.'));
  for (const width of [1280, 390]) {
    await supporter.setViewportSize({ width, height: 900 });
    await supporter.screenshot({ path: testInfo.outputPath(`leaderboard-${width}.png`), fullPage: true });
    await fits(supporter, `leaderboard at ${width} px`);
  }

  // 8. Staff see the group's sales and its share (50% until they change it), and mark the share paid.
  await admin.goto('/admin/fundraiser');
  const groupRow = admin
    .getByRole('row')
    .filter({ hasText: groupName })
    .filter({ has: admin.getByTestId('group-sales') });
  await expect(groupRow.getByTestId('group-sales')).toHaveText(raised);
  const cents = Math.round(Number(raised.replace(/[$,]/g, '')) * 100);
  const share = `$${(Math.floor(cents / 2) / 100).toFixed(2)}`;
  await expect(groupRow.getByTestId('group-share')).toHaveText(share);
  await expect(groupRow.getByTestId('group-owed')).toHaveText(`${share} owed`);
  await groupRow.getByRole('button', { name: `Mark paid to ${groupName}` }).click();
  const payout = admin.getByRole('dialog', { name: `Mark a payout to ${groupName}` });
  await expect(payout.getByLabel('Amount paid (dollars)')).toHaveValue(share.slice(1));
  await payout.getByLabel('Note (optional)').fill('Check 2001');
  await payout.getByRole('button', { name: 'Mark paid', exact: true }).click();
  await expect(toast(admin, `${share} marked paid to ${groupName}.`)).toBeVisible();
  await expect(groupRow.getByTestId('group-paid')).toHaveText(`${share} paid`);
  await expect(groupRow.getByTestId('group-owed')).toHaveText('$0.00 owed');
  // The parent is told of the payout to the group.
  await expect.poll(subjects).toContain(`${share} paid to ${groupName}`);
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.screenshot({ path: testInfo.outputPath(`admin-fundraiser-${width}.png`), fullPage: true });
  }

  // 9. The group's organizer (named at registration) signs up with that address and sees the group's stands: the
  // stand by its public name with its collected money and orders, and nothing of the parent's.
  const organizerContext = await browser.newContext();
  const organizer = await organizerContext.newPage();
  waitForAppOnNavigation(organizer);
  await organizer.goto('/login?redirect=%2Fdashboard%2Fgroup');
  await organizer.getByRole('tab', { name: 'Sign Up' }).click();
  const organizerSignUp = organizer.getByRole('form', { name: 'Sign Up' });
  await organizerSignUp.getByLabel('Email').fill(organizerEmail);
  await organizerSignUp.getByLabel('Password').fill(PASSWORD);
  await organizerSignUp.getByRole('button', { name: 'Sign Up' }).click();
  await organizer.goto(await linkInMail(organizerEmail, '/auth/confirm'));
  await expect(organizer).toHaveURL(/\/$/);
  await organizer.goto('/dashboard/group');
  const organized = organizer.getByTestId('organized-group').filter({ hasText: groupName });
  await expect(organized.getByTestId('organized-group-raised')).toHaveText(`${raised} raised`);
  const standRow = organized.getByTestId('organized-stands').getByRole('row').filter({ hasText: kidName });
  await expect(standRow).toContainText(raised);
  await expect(standRow).toContainText('Story public; photo public');
  await expect(organized).not.toContainText(parentEmail);
  for (const width of [1280, 390]) {
    await organizer.setViewportSize({ width, height: 900 });
    await organizer.screenshot({ path: testInfo.outputPath(`organizer-group-${width}.png`), fullPage: true });
    await fits(organizer, `organizer's group at ${width} px`);
  }

  await Promise.all([parentContext.close(), supporterContext.close(), admin.context().close(), organizerContext.close()]);
});
