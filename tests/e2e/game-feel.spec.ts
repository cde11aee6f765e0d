import { expect, test, type Locator, type Page } from './support/fixtures';
import { computeLayout } from '../../game/render/layout';

// Cotton-Candy Hustle played by tapping the canvas, its toasts inside the panel, and what survives a reload or a
// collapse: the exploration bonus, a ready candy and a paused business.

const PROFILE = { name: 'Tapper', businessLevel: 1, reputation: 0, unlockedFlavors: ['pink'] };

async function seed(page: Page, game: Record<string, unknown> = {}): Promise<void> {
  const items: Record<string, string> = {
    enhancedGamePlayed: 'true',
    cottonCandyTutorialSeen: 'true',
    cottonCandyPlayerProfile: JSON.stringify(PROFILE),
    cottonCandyGameState: JSON.stringify({
      coins: 10,
      score: 0,
      ingredients: { sugar: 8, syrup: 8, cones: 8 },
      upgrades: { motorSpeed: 0, extraCounter: 0, rainbowFlavor: 0 },
      ...game,
    }),
  };
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('e2e-seeded') === 'yes') return;
    sessionStorage.setItem('e2e-seeded', 'yes');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
}

async function start(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'START' }).click();
  // Drawn, not only made: until its first frame the canvas is blank and a tap there meets no jar.
  await expect(page.getByTestId('game-canvas')).toHaveAttribute('data-scene-drawn', 'true');
}

const status = (page: Page) => page.getByTestId('game-status');
const coins = (page: Page) => page.getByTestId('game-coins');
const gameToast = (page: Page, text: string) => page.getByTestId('game-panel').locator('[data-game-toast]').filter({ hasText: text }).first();

/** Where a point of the scene (logical units) is on the page, from the same layout the canvas draws with. */
async function scenePoint(canvas: Locator, pick: (layout: ReturnType<typeof computeLayout>) => { x: number; y: number }) {
  const box = await canvas.boundingBox();
  if (box === null) throw new Error('no canvas');
  const layout = computeLayout(box.width, box.height);
  const point = pick(layout);
  return { x: box.x + point.x * layout.scale, y: box.y + point.y * layout.scale };
}

test.describe('Cotton-Candy Hustle: tap to play and the panel’s own toasts', () => {
  test('on a phone, tapping the jars, the spinner and the ready candy plays a whole serve', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await seed(page);
    await page.goto('/');
    await start(page);
    const canvas = page.getByTestId('game-canvas');
    await expect(status(page)).toHaveText(/^1 of \d+ waiting$/);
    for (const ingredient of ['sugar', 'syrup', 'cones'] as const) {
      const jar = await scenePoint(canvas, (layout) => ({ x: layout.jars[ingredient].x, y: layout.jars[ingredient].y - 20 }));
      await page.touchscreen.tap(jar.x, jar.y);
      await expect(page.getByRole('button', { name: `Add ${ingredient} (8 left)` })).toHaveAttribute('aria-pressed', 'true');
    }
    const spinner = await scenePoint(canvas, (layout) => ({ x: layout.spinner.x, y: layout.spinner.y - 30 * layout.spinner.scale }));
    await page.touchscreen.tap(spinner.x, spinner.y);
    await expect(status(page)).toHaveText(/^Spinning… \d+%$/);
    await expect(page.getByRole('button', { name: 'Add sugar (7 left)' })).toBeVisible();
    await expect(status(page)).toHaveText('Cotton candy ready: serve it!', { timeout: 15_000 });
    await page.touchscreen.tap(spinner.x, spinner.y);
    await expect(gameToast(page, 'Customer Served!')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('game-score')).not.toHaveText('0');
    // The tutorial speaks of taps on a touch screen.
    await page.keyboard.press('?');
    await expect(gameToast(page, 'How to Play')).toContainText('tap the candy to serve');
    await context.close();
  });

  test('with a mouse the jars show a pointer, clicks play, and the tutorial lists the keys', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await seed(page);
    await page.goto('/');
    await start(page);
    const canvas = page.getByTestId('game-canvas');
    const sugar = await scenePoint(canvas, (layout) => ({ x: layout.jars.sugar.x, y: layout.jars.sugar.y - 20 }));
    await page.mouse.move(sugar.x, sugar.y);
    await expect(canvas.locator('canvas')).toHaveCSS('cursor', 'pointer');
    await page.mouse.click(sugar.x, sugar.y);
    await expect(page.getByRole('button', { name: 'Add sugar (8 left)' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('?');
    await expect(gameToast(page, 'How to Play')).toContainText('Keys: 1 2 3 ingredients, S spin, 4 5 6 toppings, D serve');
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px the tutorial toast covers nothing of the stand: counter, jars, spinner, line, ticket or buttons`, async ({ browser }, testInfo) => {
      const phone = width < 768;
      const context = await browser.newContext({ viewport: { width, height: phone ? 844 : 900 }, hasTouch: phone, isMobile: phone });
      const page = await context.newPage();
      await seed(page);
      await page.goto('/');
      await start(page);
      await expect(status(page)).toHaveText(/^\d+ of \d+ waiting$/);
      await page.keyboard.press('?');
      const tutorial = gameToast(page, 'How to Play');
      await expect(tutorial).toBeVisible();
      const toast = await tutorial.boundingBox();
      const canvas = await page.getByTestId('game-canvas').boundingBox();
      await page.getByTestId('game-panel').screenshot({ path: testInfo.outputPath(`tutorial-${width}.png`) });
      if (toast === null || canvas === null) throw new Error('no toast or canvas');
      // The stand's area: the stand from its awning to the ground (counter, jars, spinner, vendor), the line of
      // customers with their wish bubbles, then the ticket and the buttons under the scene.
      const layout = computeLayout(canvas.width, canvas.height);
      const onPage = (left: number, top: number, right: number, bottom: number) => ({
        x: canvas.x + left * layout.scale,
        y: canvas.y + top * layout.scale,
        width: (right - left) * layout.scale,
        height: (bottom - top) * layout.scale,
      });
      const stand = onPage(0, layout.stand.top, layout.stand.right + 20, layout.groundY);
      // The line's top: its wish bubbles and the "+N more" badge, about 150 scene units over the ground.
      const line = onPage(layout.queueStartX - 40, layout.groundY - 150 * layout.customerScale - 30, layout.width, layout.groundY);
      const areas = [stand, line, await page.getByTestId('order-ticket').boundingBox(), await page.getByTestId('game-actions').boundingBox()];
      for (const area of areas) {
        expect(area).not.toBeNull();
        const overlaps =
          toast.x < area!.x + area!.width && area!.x < toast.x + toast.width && toast.y < area!.y + area!.height && area!.y < toast.y + toast.height;
        expect(overlaps, `toast ${JSON.stringify(toast)} over ${JSON.stringify(area)}`).toBe(false);
      }
      await context.close();
    });
  }

  test('game toasts sit inside the panel and leave the site’s navigation free', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await seed(page);
    await page.goto('/');
    await start(page);
    // The game is running (its first customer is in line) before the key is pressed, so the key reaches it.
    await expect(status(page)).toHaveText(/^\d+ of \d+ waiting$/);
    await page.keyboard.press('1');
    await expect(gameToast(page, 'Ingredient Added!')).toBeVisible();
    const panel = await page.getByTestId('game-panel').boundingBox();
    const region = await page.getByTestId('game-toasts').boundingBox();
    const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
    expect(panel && region && nav).toBeTruthy();
    expect(region!.y).toBeGreaterThanOrEqual(panel!.y);
    expect(region!.y + region!.height).toBeLessThanOrEqual(panel!.y + panel!.height);
    expect(region!.y).toBeGreaterThan(nav!.y + nav!.height);
    await expect(page.getByTestId('game-toasts')).toHaveCSS('pointer-events', 'none');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    // The navigation answers while the toast is up.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(gameToast(page, 'Exploration Bonus!')).toBeVisible();
  });

  test('each page opened from another pays 2 coins once a visit, before the first START and while the panel is collapsed; the landing page and the home page pay nothing', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.clock.install();
    await seed(page);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const waiting = page.getByTestId('exploration-waiting');
    // The page the visit landed on pays nothing; pages opened from it do, more than 2 s apart (one navigation is
    // never paid twice), but never the home page, where the game is.
    await expect(waiting).toHaveText('Spin, serve and build your sweet empire.');
    await page.clock.fastForward(2500);
    await nav.getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(waiting).toHaveText('+2 coins for exploring the site are waiting for you!');
    await page.clock.fastForward(2500);
    await nav.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(waiting).toHaveText('+2 coins for exploring the site are waiting for you!');
    await start(page);
    await expect(coins(page)).toHaveText('12');
    await page.getByRole('button', { name: 'Collapse game panel' }).click();
    await page.clock.fastForward(2500);
    await nav.getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await page.clock.fastForward(2500);
    await nav.getByRole('link', { name: 'Blog', exact: true }).click();
    await start(page);
    // The shop was paid for already this visit; the blog pays.
    await expect(coins(page)).toHaveText('14');
  });

  test('a paused business takes no customer, not even the first after expanding, and a reload keeps the pause and a ready candy', async ({ page }) => {
    // Twenty simulated seconds of play, every frame drawn by software WebGL: heavy work, not a wait, on a busy machine.
    test.slow();
    await page.clock.install();
    await seed(page);
    await page.goto('/');
    await start(page);
    await expect(status(page)).toHaveText(/^1 of \d+ waiting$/);
    for (const key of ['1', '2', '3', 's']) await page.keyboard.press(key);
    await page.clock.runFor(3500);
    await expect(status(page)).toHaveText('Cotton candy ready: serve it!');
    await page.keyboard.press('p');
    await expect(page.getByRole('button', { name: 'Resume business' })).toBeVisible();
    await page.getByRole('button', { name: 'Collapse game panel' }).click();
    await page.reload();
    await start(page);
    await expect(page.getByRole('button', { name: 'Resume business' })).toBeVisible();
    // The candy is still on its cone; ten seconds paused, and neither the 100 ms customer nor the arrival clock came.
    await expect(status(page)).toHaveText('Ready! Waiting for a customer…');
    await page.clock.runFor(10_000);
    await expect(status(page)).toHaveText('Ready! Waiting for a customer…');
    await page.getByRole('button', { name: 'Resume business' }).click();
    await page.clock.runFor(10_000);
    await expect(status(page)).toHaveText('Cotton candy ready: serve it!');
  });
});
