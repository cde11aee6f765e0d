import { expect, MEMBER_PASSWORD, test, type Browser, type Page } from './support/fixtures';
import { HYGIENE_QUIZ } from '@shared/schemas/hygiene-quiz';
import { E2E_ADMIN } from '../../playwright.config';
import { linkInMail } from './support/mailbox';

// Members: sign-up with a confirmation email, saved game progress, the dashboard, sign out and in, the
// academy and a password reset, in Chromium against the real server (mail kept as JSON files in the data folder).

const STAND_101 = 'Cotton Candy Stand 101';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const newEmail = (name: string) => `e2e-${name}-${unique()}@example.com`;
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast], [data-game-toast]').filter({ hasText: text }).first();

async function signUp(page: Page, email: string, password = MEMBER_PASSWORD) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(toast(page, 'Check your email!')).toContainText('We sent you a confirmation link.');
}

/** A new member, signed in through the confirmation link (which lands on the home page). */
async function newMember(page: Page, name: string): Promise<string> {
  const email = newEmail(name);
  await signUp(page, email);
  await page.goto(await linkInMail(email, '/auth/confirm'));
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  return email;
}

async function signIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

async function signedInContext(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, email, MEMBER_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { context, page };
}

test.describe('members', () => {
  test('a visitor signs up, confirms by email, plays, and sees the saved progress on the dashboard and the leaderboard', async ({ page }) => {
    // A saved local profile, so the game does not ask for a name.
    await page.addInitScript(() => {
      localStorage.setItem('enhancedGamePlayed', 'true');
      localStorage.setItem('cottonCandyPlayerProfile', JSON.stringify({ name: 'Local Name', businessLevel: 1, reputation: 0, unlockedFlavors: ['pink'] }));
    });
    const email = await newMember(page, 'player');

    // The member's verified session starts from the server's saved stand, which replaces the stand the panel opened
    // with: play begins once it has (the signed-in test customer comes in it), or a spin before could be undone.
    const sessionStarted = page.waitForResponse((r) => r.url().includes('/trpc/game.startSession') && r.ok());
    await page.getByRole('button', { name: 'START' }).click();
    await expect(page.getByTestId('game-panel-expanded')).toBeVisible();
    await sessionStarted;
    const status = page.getByTestId('game-status');
    await expect(status).toHaveText(/^[1-9]\d* of \d+ waiting$/, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    await expect(status).toHaveText('Cotton candy ready: serve it!', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Serve', exact: true }).click();
    // The reward is paid when the 800 ms serve animation ends.
    await expect(toast(page, 'Customer Served!')).toBeVisible({ timeout: 10_000 });

    // Collapsing the panel sends the progress at once (no need to wait for the 30-second save).
    await page.getByRole('button', { name: 'Collapse game panel' }).click();
    await expect(toast(page, 'Game Progress Saved!')).toContainText(/Earned \d+ coins, \d+ points, and served 1 customers\./);
    await expect(toast(page, 'New Achievement Unlocked!')).toContainText('Check your dashboard to see your latest entrepreneurship milestone!');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('account-email')).toHaveText(email);
    await expect(page.getByTestId('total-coins')).toContainText(/^[1-9]\d* coins$/);
    await expect(page.getByText(/· 1 customer served/)).toBeVisible();
    await expect(page.getByTestId('business-level')).toHaveText('Level 1');
    await expect(page.getByTestId('recent-achievements')).toContainText('First Sale');
    await expect(page.getByTestId('analytics').getByText('1 session', { exact: true })).toBeVisible();

    // The achievements view lists all of them with what is missing.
    // (Links below the header: toasts sit over the header's middle, and a hovered toast stays.)
    await page.getByRole('link', { name: /^Achievements See every milestone/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/achievements$/);
    await expect(page.getByTestId('achievement')).toHaveCount(12);
    await expect(page.getByTestId('achievement').filter({ hasText: 'First Sale' })).toHaveAttribute('data-earned', 'true');
    await expect(page.getByTestId('achievement').filter({ hasText: 'Crowd Pleaser' })).toContainText('24 more happy customers to go');

    // The leaderboard name is the member's choice, and the game's Empire Builders tab shows it (never the email).
    await page.getByRole('link', { name: '← Back to Dashboard' }).click();
    const displayName = `Spinner ${unique().slice(-5)}`;
    await page.getByLabel('Display name').fill(displayName);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Name saved')).toBeVisible();
    await page.goto('/');
    await page.getByRole('button', { name: 'START' }).click();
    await page.getByRole('button', { name: 'Leaderboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sweet Empire Leaderboards' });
    await dialog.getByRole('tab', { name: 'Empire Builders' }).click();
    await expect(dialog.getByRole('tabpanel')).toContainText(displayName);
    await expect(dialog).not.toContainText('@example.com');
  });

  test('on a slow connection, a spin pressed before the saved stand arrives is made on it, not undone by it', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('enhancedGamePlayed', 'true');
      localStorage.setItem('cottonCandyPlayerProfile', JSON.stringify({ name: 'Local Name', businessLevel: 1, reputation: 0, unlockedFlavors: ['pink'] }));
    });
    await newMember(page, 'slow');
    // The server's answer with the saved stand comes 3 s after the panel opens.
    await page.route(/\/trpc\/game\.startSession/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await page.getByRole('button', { name: 'START' }).click();
    await expect(page.getByTestId('game-panel-expanded')).toBeVisible();
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    await expect(page.getByTestId('game-status')).toHaveText('Cotton candy ready: serve it!', { timeout: 20_000 });
  });

  test('signs out and in again: one message for every failure, the header link follows the session', async ({ page, member: { email } }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(toast(page, 'Signed out')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();

    // The dashboard is for members: back to /login, and back to the dashboard after signing in.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await signIn(page, email, 'not my password');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
    await expect(toast(page, 'Error')).toContainText('Invalid email or password.');
    await signIn(page, email, MEMBER_PASSWORD);
    await expect(toast(page, 'Welcome back!')).toContainText('You have successfully signed in.');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('account-email')).toHaveText(email);

    // A signed-in member who opens /login goes to the dashboard.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('sign-up refuses a short or common password beside the field', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('form', { name: 'Sign Up' });
    await form.getByLabel('Email').fill(newEmail('weak'));
    await form.getByLabel('Password').fill('short');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
    await form.getByLabel('Password').fill('password123');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'This password is too common' }).first()).toBeVisible();
    await expect(toast(page, 'Error')).toBeVisible();
  });

  test('an admin who signs in on /login is sent on to the back office', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a member enrolls in a course, watches a lesson, completes it and sees the progress', async ({ page }) => {
    // A visitor sees preview lessons only.
    await page.goto('/academy');
    await expect(page.getByTestId('course-card')).toHaveCount(3);
    await page.getByRole('link', { name: new RegExp(STAND_101) }).click();
    await expect(page.getByRole('heading', { name: STAND_101, level: 1 })).toBeVisible();
    await page.getByTestId('lesson-row').filter({ hasText: 'Spinning Your First Cone' }).click();
    await expect(page.getByTestId('lesson-player')).toContainText('Sign in and enroll to watch this lesson.');
    await expect(page.getByTestId('lesson-player').locator('iframe')).toHaveCount(0);

    await newMember(page, 'student');
    await page.goto('/academy');
    await page.getByRole('link', { name: new RegExp(STAND_101) }).click();
    await page.getByRole('button', { name: 'Enroll in this course' }).click();
    await expect(page.getByTestId('course-progress')).toHaveText('0 of 5 lessons complete');
    await page.getByTestId('lesson-row').filter({ hasText: 'Spinning Your First Cone' }).click();
    await expect(page.getByTestId('lesson-player').locator('iframe')).toHaveAttribute('src', /^https:\/\/player\.vimeo\.com\/video\/\d+\?api=1$/);
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await expect(toast(page, 'Lesson complete!')).toBeVisible();
    await expect(page.getByTestId('course-progress')).toHaveText('1 of 5 lessons complete');
    await expect(page.getByTestId('lesson-player').getByText('Completed')).toBeVisible();

    // A stand-in for Vimeo's player at its real address: once asked for 'ended' (postMessage), it reports the end.
    await page.route('https://player.vimeo.com/video/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><body>video<script>
          window.addEventListener('message', (event) => {
            const data = typeof event.data === 'string' ? JSON.parse(event.data) : event.data;
            if (data.method === 'addEventListener' && data.value === 'ended') parent.postMessage(JSON.stringify({ event: 'ended' }), '*');
          });
          parent.postMessage(JSON.stringify({ event: 'ready' }), '*');
        </script></body>`,
      }),
    );
    await page.getByTestId('lesson-row').filter({ hasText: 'Pricing and Making Change' }).click();
    await expect(page.getByTestId('course-progress')).toHaveText('2 of 5 lessons complete');
    await expect(page.getByTestId('lesson-player').getByText('Completed')).toBeVisible();

    await page.goto('/dashboard');
    await expect(page.getByTestId('course-progress')).toContainText(STAND_101);
    await expect(page.getByTestId('course-progress')).toContainText('2/5 lessons');
  });

  test('a member who passes the hygiene quiz keeps it: graded by the server, on the certificate and the dashboard', async ({ page, member: _signedIn }) => {
    await page.goto('/fluff-fundraiser');
    await page.getByRole('button', { name: 'Take Quiz Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Stand Hygiene Quiz' });
    await dialog.getByLabel('Your name').fill('Riley Chen');
    await dialog.getByRole('button', { name: 'Start Quiz' }).click();
    for (const [index, question] of HYGIENE_QUIZ.entries()) {
      await dialog
        .getByRole('radio', { name: question.options[index < 9 ? question.answer : (question.answer + 1) % question.options.length]!, exact: true })
        .check();
      await dialog.getByRole('button', { name: index === HYGIENE_QUIZ.length - 1 ? 'See My Result' : 'Next Question' }).click();
    }
    await expect(dialog.getByTestId('quiz-saved')).toBeVisible();
    const certificate = dialog.getByTestId('hygiene-certificate');
    await expect(certificate).toContainText('Riley Chen');
    await expect(certificate).toContainText('9 out of 10');
    const number = (await certificate.getByText(/Certificate no\. HYG-/).textContent())!.replace('Certificate no. ', '').trim();

    await page.goto('/dashboard');
    const achievement = page.getByTestId('hygiene-achievement');
    await expect(achievement).toContainText('Stand Hygiene Certified');
    await expect(achievement).toContainText('9 out of 10');
    await expect(achievement).toContainText(number);
  });

  test('an unknown course is the not-found page', async ({ page }) => {
    await page.goto('/academy/course/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  });

  test('a member resets a forgotten password by email, which signs out their other sessions', async ({ page, browser, member: { email } }) => {
    const other = await signedInContext(browser, email);

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    // Signed out only once the server has answered: /login sends a member who is still signed in to the dashboard.
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The sign-in form has an Email field too: wait for the new page before typing.
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'a reset link is on its way' })).toBeVisible();

    const link = await linkInMail(email, '/reset-password');
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('a brand new sugar password');
    await page.getByLabel('Repeat the new password', { exact: true }).fill('a brand new sugar password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(toast(page, 'Password updated')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The other browser's session has ended; the link does not work twice; the new password does.
    await other.page.reload();
    await expect(other.page).toHaveURL(/\/login/);
    // A used link says so as its page opens, with the way on, before anyone types a password twice.
    await page.goto(link);
    await expect(page.getByRole('alert').filter({ hasText: 'This password reset link has already been used.' })).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    await signIn(other.page, email, 'a brand new sugar password');
    await expect(other.page).toHaveURL(/\/dashboard$/);
    await other.context.close();
  });
});

test.describe('my orders', () => {
  test('a member checks out prefilled, finds the order under My Orders with its history, and orders it again', async ({ page, member: { email } }) => {
    await page.goto('/shop');
    const plain = page
      .getByTestId('product-card')
      .filter({ hasNot: page.getByText('Choose a size') })
      .first();
    const name = (await plain.getByRole('heading').textContent())!.trim();
    await plain.getByRole('button', { name: 'Add to Cart' }).click();
    // In-app navigation, so the saved cart's update is not cut off by a page load.
    await page
      .getByRole('link', { name: /^Cart, 1 item/ })
      .filter({ visible: true })
      .click();
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    // The email comes from the account; a first order has no name or phone to remember yet.
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await page.getByLabel('Name', { exact: true }).fill('Morgan Lee');
    await page.getByLabel('Phone', { exact: true }).fill('(404) 555-0123');
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL(/\/order\/DRP-/);
    const orderNumber = new URL(page.url()).pathname.split('/').pop()!;

    await page.goto('/dashboard');
    await page
      .getByRole('link', { name: /My Orders/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/dashboard\/orders$/);
    await expect(page.getByTestId('my-order')).toHaveCount(1);
    await page.getByTestId('my-order').filter({ hasText: orderNumber }).click();
    await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Status history' })).toContainText('Received');
    await expect(page.getByTestId('order-line')).toContainText(name);

    await page.getByRole('button', { name: 'Order again' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-line').filter({ hasText: name })).toHaveCount(1);

    // The next checkout remembers the name and phone of the last order.
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Morgan Lee');
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('(404) 555-0123');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  });
});
