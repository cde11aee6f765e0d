import { ShieldPlusIcon, Trash2Icon, UserPlusIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ROLES, type Role } from '@shared/schemas/values';
import { Button } from '@/components/ui/button';
import { Link, useNavigate } from '@tanstack/react-router';
import { keepPreviousData } from '@tanstack/react-query';
import { type UsersSearch } from './users-search';
import { formatAtlantaDate } from '@shared/atlanta-time';
import { AdminListToolbar, AdminPager, type ListState } from '../shared/admin-list-controls';
import { api } from '@/lib/trpc';
import { adminBadgeClass, type AdminBadgeVariant } from '../shared/admin-badge';
import { AdminPageHeader } from '../shared/admin-page-header';
import { AdminTable, type AdminColumn } from '../shared/admin-table';
import { toastError } from '../shared/admin-toasts';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { RowActions } from '../shared/form-controls';
import { isForbidden } from '../shared/form';
import type { RouterOutputs } from '../shared/types';
import { AddUserDialog, AssignRoleDialog } from './user-dialogs';
import { adminListInput } from '@/features/admin/shared/list-input';

export type AdminUser = RouterOutputs['admin']['users']['list']['items'][number];

// One badge style per role: owner and admin destructive, moderator secondary, user outline.
export const ROLE_BADGE: Record<Role, AdminBadgeVariant> = { owner: 'destructive', admin: 'destructive', moderator: 'secondary', user: 'outline' };

const SORT_OPTIONS = [
  { value: 'createdAt', label: 'Joined' },
  { value: 'email', label: 'Email' },
] as const;
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: role[0]!.toUpperCase() + role.slice(1) }));

export function UsersPage({ search }: { search: UsersSearch }) {
  const navigate = useNavigate({ from: '/admin/users' });
  const me = api.account.me.useQuery();
  const users = api.admin.users.list.useQuery(adminListInput(search), { placeholderData: keepPreviousData });
  const change = (patch: Partial<ListState>) => void navigate({ search: (prev) => ({ ...prev, ...patch }) as UsersSearch });
  const utils = api.useUtils();
  const [adding, setAdding] = useState(false);
  // undefined: closed; null: open without a user chosen; a user: "Manage Roles" for that row.
  const [assigning, setAssigning] = useState<AdminUser | null | undefined>(undefined);
  const [removing, setRemoving] = useState<{ user: AdminUser; role: Role } | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  const reload = () => Promise.all([utils.admin.users.invalidate(), utils.admin.dashboard.invalidate()]);

  const removeRole = api.admin.users.removeRole.useMutation({
    onSuccess: async () => {
      toast.success('Success', { description: 'Role removed successfully.' });
      setRemoving(null);
      await reload();
    },
    onError: (error) => toastError('Failed to remove role.', error),
  });
  const deleteUser = api.admin.users.delete.useMutation({
    onSuccess: async () => {
      toast.success('Success', { description: 'User deleted successfully.' });
      setDeleting(null);
      await reload();
    },
    onError: (error) => toastError('Failed to delete user.', error),
  });

  const columns: AdminColumn<AdminUser>[] = [
    {
      key: 'email',
      header: 'Email',
      cell: (u) => (
        <div className="min-w-0">
          <Link
            to="/admin/customers/$userId"
            params={{ userId: u.id }}
            className="font-semibold break-all text-candy-purple-dark underline-offset-2 hover:underline"
          >
            {u.email}
          </Link>
          {u.displayName ? <p className="text-ink/70">{u.displayName}</p> : null}
        </div>
      ),
    },
    {
      key: 'roles',
      header: 'Roles',
      cell: (u) =>
        u.roles.length === 0 ? (
          <span className="text-ink/70">No roles</span>
        ) : (
          <ul className="flex flex-wrap gap-1" aria-label={`Roles of ${u.email}`}>
            {u.roles.map((role) => (
              <li key={role}>
                <button
                  type="button"
                  className={`${adminBadgeClass(ROLE_BADGE[role])} cursor-pointer transition-opacity hover:opacity-75`}
                  title={`Remove the ${role} role`}
                  aria-label={`Remove ${role} role from ${u.email}`}
                  onClick={() => setRemoving({ user: u, role })}
                >
                  {role}
                  <XIcon className="size-3" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ),
    },
    { key: 'created', header: 'Joined', cell: (u) => formatAtlantaDate(u.createdAt) },
    {
      key: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (u) => (
        <RowActions>
          <Button variant="outline" size="sm" onClick={() => setAssigning(u)} aria-label={`Manage roles of ${u.email}`}>
            Manage Roles
          </Button>
          {u.id !== me.data?.id ? (
            <Button variant="ghost" size="icon" className="size-8 text-red-700 hover:bg-red-50" aria-label={`Delete ${u.email}`} onClick={() => setDeleting(u)}>
              <Trash2Icon />
            </Button>
          ) : (
            <span className="size-8" aria-hidden="true" />
          )}
        </RowActions>
      ),
    },
  ];

  const listError = users.isError
    ? isForbidden(users.error)
      ? 'Access denied. Admin privileges required.'
      : 'Failed to fetch users. Make sure you have admin permissions.'
    : null;

  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader
        title="User Management"
        description="Accounts and their roles. Click a role badge to remove that role."
        actions={
          <>
            <Button variant="outline" onClick={() => setAssigning(null)}>
              <ShieldPlusIcon aria-hidden="true" />
              Assign Role
            </Button>
            <Button onClick={() => setAdding(true)}>
              <UserPlusIcon aria-hidden="true" />
              Add User
            </Button>
          </>
        }
      />
      <AdminListToolbar
        state={search}
        onChange={change}
        searchLabel="Search users"
        searchPlaceholder="Email or name"
        filters={[{ name: 'role', label: 'Role', value: search.role, options: ROLE_OPTIONS, allLabel: 'Any role' }]}
        sorts={SORT_OPTIONS}
        defaultSort={{ sort: 'createdAt', dir: 'desc' }}
        total={users.data?.total}
        noun={['user', 'users']}
      />
      <AdminTable
        caption="Users"
        columns={columns}
        rows={users.data?.items}
        rowKey={(u) => u.id}
        isLoading={users.isPending}
        error={listError}
        loadingText="Loading users..."
        emptyText={search.q || search.role ? 'No users match' : 'No users yet'}
      />
      <AdminPager page={search.page ?? 1} pageCount={users.data?.pageCount ?? 1} onPage={(page) => change({ page: page > 1 ? page : undefined })} />
      <AddUserDialog open={adding} onClose={() => setAdding(false)} onDone={reload} />
      <AssignRoleDialog
        key={assigning === undefined ? 'closed' : (assigning?.id ?? 'any')}
        open={assigning !== undefined}
        initialUser={assigning ?? undefined}
        roles={ROLES}
        onClose={() => setAssigning(undefined)}
        onDone={reload}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title="Remove role?"
        description={removing ? `Remove the ${removing.role} role from ${removing.user.email}? They will be signed out everywhere.` : ''}
        confirmLabel="Remove Role"
        pending={removeRole.isPending}
        onConfirm={() => removing && removeRole.mutate({ userId: removing.user.id, role: removing.role })}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete user?"
        description={
          deleting ? `Are you sure you want to delete ${deleting.email}? Their account, game progress and enrollments are deleted; past orders are kept.` : ''
        }
        confirmLabel="Delete User"
        pending={deleteUser.isPending}
        onConfirm={() => deleting && deleteUser.mutate({ userId: deleting.id })}
      />
    </div>
  );
}
