import { test as base, type Page, type Response } from '@playwright/test';

export * from '@playwright/test';

/**
 * Public pages arrive rendered, so they are visible before their scripts have taken over: a click or a keystroke in
 * that moment reaches plain HTML and does nothing. Every page a test opens therefore waits, after the navigation,
 * until the app marks the document as live (data-hydrated on <html>), as a person would wait for a page to respond.
 */
async function untilLive(page: Page, response: Response | null): Promise<Response | null> {
  const type = response?.headers()['content-type'] ?? '';
  if (type.includes('text/html')) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}

const patched = new WeakSet<Page>();

/** Makes `page.goto` and `page.reload` wait until the app is live; for pages of contexts a test opens itself. */
export function waitForAppOnNavigation(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => untilLive(page, await goto(url, options));
  page.reload = async (options) => untilLive(page, await reload(options));
}

export const test = base.extend({
  // Playwright's fixture callback is conventionally named `use`, which React's lint rule mistakes for its hook.
  context: async ({ context }, provide) => {
    for (const page of context.pages()) waitForAppOnNavigation(page);
    context.on('page', waitForAppOnNavigation);
    await provide(context);
  },
});
