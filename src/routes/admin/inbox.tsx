import { createFileRoute } from '@tanstack/react-router';
import type { InboxKind } from '@shared/schemas/admin-inbox';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '@shared/schemas/values';
import { InboxPage } from '@/features/admin/inbox/inbox-page';
import { isAdmin } from '@/features/admin/layout/admin-access';

// Plain parsing (no zod): route options ship with the first page. Anything unknown falls back to the default view.
const KINDS: readonly InboxKind[] = ['bookings', 'fundraiser', 'contact', 'nominations', 'newsletter'];
type InboxSearch = { kind?: InboxKind; status?: SubmissionStatus; page?: number; item?: string };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseSearch(search: Record<string, unknown>): InboxSearch {
  const kind = KINDS.find((k) => k === search.kind);
  const status = SUBMISSION_STATUSES.find((s) => s === search.status);
  const page = Number(search.page);
  // Every key is returned, undefined when invalid: the router keeps raw params it is not given a value for.
  const item = typeof search.item === 'string' && UUID.test(search.item) ? search.item : undefined;
  return { kind, status, page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined, item };
}

export const Route = createFileRoute('/admin/inbox')({
  validateSearch: parseSearch,
  loaderDeps: ({ search }) => ({ kind: search.kind, status: search.status, page: search.page }),
  loader: ({ context, deps }) => context.trpc.admin.inbox.list.prefetch({ kind: deps.kind ?? 'bookings', status: deps.status, page: deps.page ?? 1 }),
  head: () => ({ meta: [{ title: 'Inbox — Admin — Drip Cotton Candy' }] }),
  component: InboxRoute,
});

function InboxRoute() {
  const { kind, status, page, item } = Route.useSearch();
  const { admin } = Route.useRouteContext();
  return <InboxPage kind={kind ?? 'bookings'} status={status} page={page ?? 1} item={item} readOnly={!isAdmin(admin.roles)} />;
}
