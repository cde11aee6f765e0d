import { expect, test as base, type BrowserContext, type Page, type Response } from '@playwright/test';
import { linkInMail, mailsTo } from './mailbox';
import { signInAsAdmin, trpcOver, type TrpcOverHttp } from './site';

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

/**
 * The guest game's verified session (game.startGuestSession). Most game tests set a guest's stand up in the browser's
 * storage, which a verified session would replace with the server's; so by default every context answers the call
 * with "unavailable", and the guest plays the browser's game as it does whenever the server cannot start a guest
 * session. A test of verified guests lets the call through with allowVerifiedGuests.
 */
const GUEST_SESSION_CALL = '**/trpc/game.startGuestSession*';

async function guestSessionUnavailable(context: BrowserContext): Promise<void> {
  await context.route(GUEST_SESSION_CALL, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
}

/** Lets this context's guest game start verified sessions on the server (see GUEST_SESSION_CALL). */
export async function allowVerifiedGuests(context: BrowserContext): Promise<void> {
  await context.unroute(GUEST_SESSION_CALL);
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

/** The mail the server under test has delivered (kept as files without SMTP), read as a person reads their inbox. */
export type Mailbox = { mailsTo: typeof mailsTo; linkInMail: typeof linkInMail };

/** A member made for one test: created through the API, confirmed by the link in their mail and signed in. */
export type Member = { email: string; password: string };

export const MEMBER_PASSWORD = 'spun sugar and sunshine';

const uniqueName = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

type SiteFixtures = {
  /** The site's tRPC procedures over HTTP with the page's cookies: calls are made as whoever the page is signed in as. */
  trpc: TrpcOverHttp;
  mailbox: Mailbox;
  /** A new member signed in on `page`, which is left on the home page the confirmation link opens. */
  member: Member;
  /** `page`, signed in to the back office as the test's admin and on its dashboard. */
  adminPage: Page;
};

export const test = base.extend<SiteFixtures>({
  // Playwright's fixture callback is conventionally named `use`, which React's lint rule mistakes for its hook.
  context: async ({ context }, provide) => {
    await guestSessionUnavailable(context);
    for (const page of context.pages()) waitForAppOnNavigation(page);
    context.on('page', waitForAppOnNavigation);
    await provide(context);
  },
  // A second visitor in the same test (browser.newContext() or browser.newPage()) waits for the app the same way: a
  // click on a page that is rendered but not yet live is lost.
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await guestSessionUnavailable(context);
        context.on('page', waitForAppOnNavigation);
        return context;
      };
      browser.newPage = async (options) => {
        const page = await newPage(options);
        await guestSessionUnavailable(page.context());
        waitForAppOnNavigation(page);
        return page;
      };
      await provide(browser);
    },
    { scope: 'worker' },
  ],
  trpc: async ({ page }, provide) => {
    await provide(trpcOver(page.request));
  },
  // Playwright reads a fixture's needs from its first parameter's pattern, so one that needs nothing has an empty one.
  // eslint-disable-next-line no-empty-pattern
  mailbox: async ({}, provide) => {
    await provide({ mailsTo, linkInMail });
  },
  member: async ({ page, trpc, mailbox }, provide) => {
    const email = `e2e-member-${uniqueName()}@example.com`;
    await trpc.mutation('account.signUp', { email, password: MEMBER_PASSWORD });
    await page.goto(await mailbox.linkInMail(email, '/auth/confirm'));
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await provide({ email, password: MEMBER_PASSWORD });
  },
  adminPage: async ({ page }, provide) => {
    await signInAsAdmin(page);
    await provide(page);
  },
});
