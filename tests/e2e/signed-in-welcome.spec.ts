import { expect, test, type Page } from './support/fixtures';
import { E2E_ADMIN } from '../../playwright.config';

const WELCOME = 'Welcome to Cotton-Candy Hustle! Click START to play.';

async function signIn(page: Page, baseURL: string) {
  const response = await page.request.post('/trpc/account.signIn', {
    data: { json: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } },
    headers: { origin: baseURL },
  });
  expect(response.ok()).toBe(true);
}

test.describe('signed-in game view', () => {
  test('a signed-in player is welcomed with how to play one second after load', async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    await page.goto('/');
    await expect(page.getByText(WELCOME)).toBeVisible({ timeout: 5000 });
  });

  test('no welcome once the tutorial has been seen, and none for a visitor', async ({ page, baseURL }) => {
    // The page's clock is ours: each check runs the clock well past the 1 s delay after the page has read who is
    // signed in, so nothing depends on how fast this machine is.
    await page.clock.install();
    const loadAndWait = async (load: () => Promise<unknown>) => {
      await Promise.all([page.waitForResponse((response) => response.url().includes('account.me')), load()]);
      await page.clock.runFor(5000);
    };

    await loadAndWait(() => page.goto('/'));
    await expect(page.getByText(WELCOME)).toHaveCount(0);

    await signIn(page, baseURL!);
    await page.evaluate(() => localStorage.setItem('cottonCandyTutorialSeen', 'true'));
    await loadAndWait(() => page.reload());
    await expect(page.getByText(WELCOME)).toHaveCount(0);

    // The same signed-in page without the flag is welcomed at the same point of its clock: the checks above saw a
    // page that could have welcomed.
    await page.evaluate(() => localStorage.removeItem('cottonCandyTutorialSeen'));
    await loadAndWait(() => page.reload());
    await expect(page.getByText(WELCOME)).toBeVisible();
  });
});
