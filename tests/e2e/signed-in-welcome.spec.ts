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
    await page.goto('/');
    await page.waitForTimeout(2000);
    await expect(page.getByText(WELCOME)).toHaveCount(0);

    await signIn(page, baseURL!);
    await page.evaluate(() => localStorage.setItem('cottonCandyTutorialSeen', 'true'));
    await page.reload();
    await page.waitForTimeout(2000);
    await expect(page.getByText(WELCOME)).toHaveCount(0);
  });
});
