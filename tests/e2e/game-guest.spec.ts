import { allowVerifiedGuests, expect, MEMBER_PASSWORD, test } from './support/fixtures';
import { linkInMail } from './support/mailbox';
import { trpcOver } from './support/site';

// A guest's play is verified by the server like a member's; signing up carries the stand into the new account.

for (const width of [390, 1280]) {
  test(`at ${width} px a guest plays, signs up and keeps the stand's coins`, async ({ browser }, testInfo) => {
    test.setTimeout(180_000);
    const phone = width < 768;
    const context = await browser.newContext({ viewport: { width, height: phone ? 844 : 900 }, hasTouch: phone, isMobile: phone });
    await allowVerifiedGuests(context);
    await context.addInitScript(() => {
      localStorage.setItem('enhancedGamePlayed', 'true');
      localStorage.setItem('cottonCandyTutorialSeen', 'true');
      localStorage.setItem('cottonCandyPlayerProfile', JSON.stringify({ name: 'Guest Kid', businessLevel: 1, reputation: 0, unlockedFlavors: ['pink'] }));
    });
    const page = await context.newPage();
    await page.goto('/');
    const guestStarted = page.waitForResponse((r) => r.url().includes('/trpc/game.startGuestSession') && r.ok());
    await page.getByRole('button', { name: 'START' }).click();
    await guestStarted;
    const coins = page.getByTestId('game-coins');
    await expect(coins).toHaveText('10');

    // One order made and served: load, spin, serve.
    const ticket = page.getByTestId('order-ticket').getByLabel('Ticket');
    await expect(ticket).toContainText('Classic Pink', { timeout: 10_000 });
    if ((await ticket.innerText()).includes('Big')) for (const key of ['1', '2', '3']) await page.keyboard.press(key);
    await page.keyboard.press('s');
    await expect(page.getByTestId('game-status')).toHaveText('Cotton candy ready: serve it!', { timeout: 20_000 });
    await page.keyboard.press('d');
    await expect(page.getByTestId('last-grade')).toBeVisible({ timeout: 10_000 });
    const earned = Number(await coins.innerText());
    expect(earned).toBeGreaterThan(10);

    // Collapsing sends the play; the server replays it and keeps the guest's stand.
    const saved = page.waitForResponse((r) => r.url().includes('/trpc/game.submitGuestBatch'));
    await page.getByRole('button', { name: 'Collapse game panel' }).click();
    expect((await saved).ok()).toBe(true);

    // The sign-up form says the stand comes along.
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page.getByTestId('stand-comes-with-you')).toContainText('Your stand comes with you');
    await page.screenshot({ path: testInfo.outputPath(`sign-up-${width}.png`) });
    const email = `e2e-guest-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    const form = page.getByRole('form', { name: 'Sign Up' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(MEMBER_PASSWORD);
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(form.getByText(/We sent a confirmation link/)).toBeVisible();

    // The link, opened on this device, signs the new member in with the guest's stand.
    await page.goto(await linkInMail(email, '/auth/confirm'));
    await expect(page).toHaveURL(/\/$/);
    const memberStarted = page.waitForResponse((r) => r.url().includes('/trpc/game.startSession') && r.ok());
    await page.getByRole('button', { name: 'START' }).click();
    await memberStarted;
    await expect(coins).toHaveText(String(earned));
    await page.getByTestId('game-panel-expanded').screenshot({ path: testInfo.outputPath(`member-stand-${width}.png`) });

    // What the guest earned counts toward the account's totals (level, leaderboards, the member discount).
    const dashboard = await trpcOver(page.request).query<{ totalCoins: number; customersServed: number }>('member.dashboard');
    expect(dashboard).toMatchObject({ totalCoins: earned - 10, customersServed: 1 });
    await page.goto('/dashboard');
    await page.screenshot({ path: testInfo.outputPath(`dashboard-${width}.png`) });
    await context.close();
  });
}
