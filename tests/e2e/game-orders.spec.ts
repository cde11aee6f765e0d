import { expect, test, type Page } from './support/fixtures';

// Cotton-Candy Hustle's tickets: the first customer's order is on the counter at every width, the stand's steps
// (load, spin, finish, serve) make it, each serve is graded with its tip, and the day ends with a summary.

const TOPPING_KEY: Record<string, string> = { Sprinkles: '4', Stars: '5', Hearts: '6' };

async function seed(page: Page): Promise<void> {
  // A Candy Truck (reputation 5): its tickets have a size and may have sprinkles.
  const items: Record<string, string> = {
    enhancedGamePlayed: 'true',
    cottonCandyTutorialSeen: 'true',
    cottonCandyPlayerProfile: JSON.stringify({ name: 'Ticket Tester', businessLevel: 5, reputation: 0, unlockedFlavors: ['pink'] }),
    cottonCandyGameState: JSON.stringify({
      coins: 10,
      score: 0,
      ingredients: { sugar: 30, syrup: 30, cones: 30 },
      upgrades: { motorSpeed: 0, extraCounter: 0, rainbowFlavor: 0 },
    }),
  };
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('e2e-seeded') === 'yes') return;
    sessionStorage.setItem('e2e-seeded', 'yes');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
}

for (const width of [390, 1280]) {
  test(`at ${width} px the ticket shows the order, the steps made to it earn an A and its tip, and the day ends with a summary`, async ({
    browser,
  }, testInfo) => {
    // Five simulated minutes of play, every frame drawn by software WebGL: heavy work, not a wait.
    test.setTimeout(300_000);
    const phone = width < 768;
    const context = await browser.newContext({ viewport: { width, height: phone ? 844 : 900 }, hasTouch: phone, isMobile: phone });
    const page = await context.newPage();
    await page.clock.install();
    await seed(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'START' }).click();
    await expect(page.getByTestId('game-canvas').locator('canvas')).toBeVisible();
    // From here the game's time moves only when the test says so, however slow the machine: the wait is graded.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const ticket = page.getByTestId('order-ticket').getByLabel('Ticket');
    await expect(ticket).toContainText('Classic Pink');
    await expect(ticket).toBeInViewport();
    await page.getByTestId('game-panel-expanded').screenshot({ path: testInfo.outputPath(`ticket-${width}.png`) });
    const press = async (key: string) => {
      await page.keyboard.press(key);
      await page.clock.runFor(50);
    };

    const order = (await ticket.innerText()).replace(/\s+/g, ' ');
    if (order.includes('Big')) for (const key of ['1', '2', '3']) await press(key);
    await press('s');
    await page.clock.runFor(3500);
    await expect(page.getByTestId('game-status')).toHaveText('Cotton candy ready: serve it!');
    const topping = Object.keys(TOPPING_KEY).find((name) => order.includes(name));
    if (topping !== undefined) await press(TOPPING_KEY[topping]!);
    // Every part of the candy matches the ticket before it is served.
    await expect(page.getByTestId('candy-check')).toContainText(order.includes('Big') ? 'Big' : 'Small');
    await press('d');
    await page.clock.runFor(1200);
    const grade = page.getByTestId('last-grade');
    await expect(grade).toContainText('A');
    await expect(grade).toContainText('+2 tip');
    await page.getByTestId('game-panel-expanded').screenshot({ path: testInfo.outputPath(`graded-serve-${width}.png`) });

    // The rest of the 5-minute day in half-second frames (the most game time one frame runs), then the summary.
    for (let i = 0; i < 600 && !(await page.getByTestId('day-summary').isVisible()); i += 1) await page.clock.fastForward(500);
    const summary = page.getByTestId('day-summary');
    await expect(summary).toBeVisible();
    await expect(summary).toContainText('Average grade');
    await expect(summary.getByRole('button', { name: /Start day 2/ })).toBeInViewport();
    await page.getByTestId('game-panel-expanded').screenshot({ path: testInfo.outputPath(`day-summary-${width}.png`) });
    await context.close();
  });
}
