import { expect, test } from './support/fixtures';
import { mailsTo } from './support/mailbox';

// The footer's newsletter sign-up mails a welcome; its unsubscribe link opens a page that asks before it unsubscribes
// (mail scanners open links), and the button unsubscribes without signing in.
test('the welcome mail’s unsubscribe link asks first, then unsubscribes', async ({ page }) => {
  const email = `crew-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  await page.goto('/about');
  const form = page.getByRole('form', { name: 'Join the Crew! newsletter' });
  await form.getByRole('textbox').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText("You're in the crew!")).toBeVisible();

  await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
  const [mail] = await mailsTo(email);
  expect(mail!.subject).toBe("You're in the Drip crew!");
  const link = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=[0-9a-f]{64}/.exec(mail!.text)?.[0];
  expect(link).toBeDefined();
  const url = new URL(link!);

  // Opening the link changes nothing yet: a second visit still asks.
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from our newsletter' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Unsubscribe from our newsletter' })).toBeVisible();

  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible();
  await expect(page.getByText('c…@example.com will get no more newsletter emails')).toBeVisible();

  // Opened again, the link says so at once instead of asking again, with the way back to the site.
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { name: "You're already unsubscribed" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to the site' })).toBeVisible();
});

test('a made-up unsubscribe link is refused with a readable message', async ({ page }) => {
  // Checked as the page opens: no button to press for a link that is nobody's, and a way on.
  await page.goto(`/newsletter/unsubscribe?token=${'ab'.repeat(32)}`);
  await expect(page.getByText('This unsubscribe link is not valid.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unsubscribe from our newsletter' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to the site' })).toBeVisible();
});
