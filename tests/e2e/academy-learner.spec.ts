import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from './support/fixtures';

// A learner who comes back: an enrolled member opens the course page directly (a bookmark or a mail) while the
// server holds the anonymous render in its cache, sees their own progress without ever being told to sign in,
// continues at the next lesson, finishes, and gets a certificate anyone can check.

const STAND_101 = 'ff6ee9cc-14cb-4efc-b46e-fc8bf81d084a';
const COURSE_URL = `/academy/course/${STAND_101}`;
const SHOTS = process.env.ACADEMY_SHOTS_DIR;
const WRONG_STATES = ['Sign in to enroll', 'Sign in and enroll to watch', 'Enroll in this course'];

/** Records, from the first byte of the document on, whether any of `texts` ever shows on the page. */
async function recordTextsEverShown(page: Page, texts: string[]) {
  await page.addInitScript((watched: string[]) => {
    const seen = new Set<string>();
    (window as unknown as { __seenTexts: Set<string> }).__seenTexts = seen;
    const check = () => {
      const text = document.body?.innerText ?? document.documentElement.textContent ?? '';
      for (const candidate of watched) if (text.includes(candidate)) seen.add(candidate);
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  }, texts);
}

const seenTexts = (page: Page) => page.evaluate(() => [...(window as unknown as { __seenTexts: Set<string> }).__seenTexts]);

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('a learner who comes back', () => {
  test('an enrolled member opening the course directly sees their progress, continues, finishes and gets a certificate', async ({
    page,
    browser,
    member: _signedIn,
    trpc,
  }) => {
    // A whole course walked through, with screenshots: longer than one page's check.
    test.setTimeout(180_000);
    // A quiet stand-in for Vimeo's player, so the lesson video does not end by itself.
    await page.route('https://player.vimeo.com/video/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><body style="margin:0;background:#222;color:#fff;font:20px sans-serif;display:grid;place-items:center;height:100vh">video</body>',
      }),
    );
    await trpc.mutation('academy.enroll', { courseId: STAND_101 });
    const { lessons } = (await trpc.query('academy.course', { courseId: STAND_101 })) as { lessons: { id: string; title: string }[] };
    for (const lesson of lessons.slice(0, 2)) await trpc.mutation('academy.completeLesson', { lessonId: lesson.id });

    // A visitor's load puts the anonymous render in the server's cache.
    const visitor = await browser.newPage();
    const visitorLoad = await visitor.goto(COURSE_URL);
    await expect(visitor.getByRole('link', { name: 'Sign in to enroll' })).toBeVisible();
    await visitor.close();

    await recordTextsEverShown(page, WRONG_STATES);
    const load = await page.goto(COURSE_URL);
    // The member got the very page the visitor got (the shared render)...
    expect(load!.headers().etag).toBe(visitorLoad!.headers().etag);
    // ...and sees their own state, at the lesson where they left off.
    await expect(page.getByTestId('course-progress')).toHaveText('2 of 5 lessons complete');
    const player = page.getByTestId('lesson-player');
    await expect(player.getByRole('heading', { level: 2 })).toHaveText(lessons[2]!.title);
    await expect(player.locator('iframe')).toHaveAttribute('src', /^https:\/\/player\.vimeo\.com\/video\/\d+\?api=1$/);
    await expect(page.getByTestId('lesson-row').filter({ hasText: lessons[0]!.title }).getByLabel('Completed')).toBeVisible();
    await shot(page, 'course-mid');
    // Never, from the first byte on, was the member told to sign in or enroll.
    expect(await seenTexts(page)).toEqual([]);

    // Continue: each lesson ends with Mark as complete, then Next lesson.
    for (const [index, lesson] of lessons.slice(2).entries()) {
      await expect(player.getByRole('heading', { level: 2 })).toHaveText(lesson.title);
      await player.getByRole('button', { name: 'Mark as complete' }).click();
      await expect(page.getByTestId('course-progress')).toHaveText(`${3 + index} of 5 lessons complete`);
      if (index < 2) await player.getByRole('link', { name: 'Next lesson' }).click();
    }

    // The completion moment at the last lesson: the certificate with the name as the learner gives it.
    const completion = page.getByTestId('course-completion');
    await expect(completion.getByRole('heading', { name: 'You finished every lesson!' })).toBeVisible();
    await completion.getByLabel('Your name as it should appear on the certificate').fill('Riley Chen');
    await completion.getByRole('button', { name: 'Get my certificate' }).click();
    const earned = page.getByTestId('earned-certificate');
    await expect(earned).toContainText('Certificate for Riley Chen');
    await shot(page, 'course-complete');
    const code = (await earned.locator('.font-mono').textContent())!.trim();
    expect(code).toMatch(/^ACAD-/);

    const pdf = await page.request.get(`/api/academy/certificates/${code}/certificate.pdf`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    if (SHOTS) writeFileSync(`${SHOTS}/certificate.pdf`, await pdf.body());

    // Anyone holding the code can check it: the name as given, the course and the date.
    const checker = await browser.newPage();
    await checker.goto(`/academy/certificate/${code}`);
    const verified = checker.getByTestId('verified-certificate');
    await expect(verified.getByRole('heading', { level: 1 })).toHaveText('Riley Chen');
    await expect(verified).toContainText('Cotton Candy Stand 101');
    if (SHOTS) await shot(checker, 'certificate-page');
    await checker.close();

    // The dashboard lists it, and the course opens at its completion.
    await page.goto('/dashboard');
    await expect(page.getByTestId('course-certificates')).toContainText('Cotton Candy Stand 101');
    await expect(page.getByTestId('course-certificates')).toContainText(code);
    await page.goto('/dashboard/achievements');
    await expect(page.getByTestId('achievement-certificates')).toContainText(code);
  });

  test('the dashboard opens the next lesson not done yet', async ({ page, member: _signedIn, trpc }) => {
    await page.route('https://player.vimeo.com/video/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><body>video</body>' }));
    await trpc.mutation('academy.enroll', { courseId: STAND_101 });
    const { lessons } = (await trpc.query('academy.course', { courseId: STAND_101 })) as { lessons: { id: string; title: string }[] };
    await trpc.mutation('academy.completeLesson', { lessonId: lessons[0]!.id });
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Continue Cotton Candy Stand 101' }).click();
    await expect(page).toHaveURL(new RegExp(`lesson=${lessons[1]!.id}`));
    await expect(page.getByTestId('lesson-player').getByRole('heading', { level: 2 })).toHaveText(lessons[1]!.title);
  });
});
