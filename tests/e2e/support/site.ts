import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_PORT } from '../../../playwright.config';

// What several specs do the same way: call the site's tRPC procedures, sign in to the back office, check a page with axe.

const ORIGIN = `http://localhost:${E2E_PORT}`;

/** tRPC over HTTP in its wire format ({ json }), for the steps a person does not take in the browser. */
export type TrpcOverHttp = {
  query<T>(procedure: string, input?: unknown): Promise<T>;
  mutation<T>(procedure: string, input: unknown): Promise<T>;
};

export function trpcOver(api: APIRequestContext): TrpcOverHttp {
  const dataOf = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { result: { data: { json: T } } }).result.data.json;
  };
  return {
    async query<T>(procedure: string, input?: unknown) {
      const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
      return dataOf<T>(await api.get(`/trpc/${procedure}${query}`));
    },
    async mutation<T>(procedure: string, input: unknown) {
      return dataOf<T>(await api.post(`/trpc/${procedure}`, { data: { json: input }, headers: { origin: ORIGIN } }));
    },
  };
}

/** Signs the test's admin in without the browser (the session cookie lands in `api`'s cookie jar). */
export async function signInAsAdminOver(api: APIRequestContext): Promise<void> {
  await trpcOver(api).mutation('account.signIn', { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
}

/** Fills and sends the back office's sign-in form, already on screen. */
export async function signInAtAdminLogin(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs the test's admin in through /admin/login and waits for the back-office page `next` (the dashboard by default). */
export async function signInAsAdmin(page: Page, next = '/admin'): Promise<void> {
  await page.goto(next === '/admin' ? '/admin/login' : `/admin/login?redirect=${encodeURIComponent(next)}`);
  await signInAtAdminLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?]/g, '\\?')}$`));
}

/** No serious or critical axe violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
