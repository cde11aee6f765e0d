import { ShieldPlusIcon, Trash2Icon, UserPlusIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ROLES, type Role } from '@shared/schemas/values';
import { Button } from '@/components/ui/button';
import { formatCalendarDate } from '@/lib/format';
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

export type AdminUser = RouterOutputs['admin']['users']['list'][number];

// One badge style per role: admin destructive, moderator secondary, user outline.
export const ROLE_BADGE: Record<Role, AdminBadgeVariant> = { admin: 'destructive', moderator: 'secondary', user: 'outline' };

export function UsersPage() {
  const me = api.account.me.useQuery();
  const users = api.admin.users.list.useQuery();
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
          <p className="font-semibold break-all">{u.email}</p>
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
    { key: 'created', header: 'Created', cell: (u) => formatCalendarDate(u.createdAt.toISOString().slice(0, 10)) },
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
      <AdminTable
        caption="Users"
        columns={columns}
        rows={users.data}
        rowKey={(u) => u.id}
        isLoading={users.isPending}
        error={listError}
        loadingText="Loading users..."
        emptyText="No users yet"
      />
      <AddUserDialog open={adding} onClose={() => setAdding(false)} onDone={reload} />
      <AssignRoleDialog
        key={assigning === undefined ? 'closed' : (assigning?.id ?? 'any')}
        open={assigning !== undefined}
        users={users.data ?? []}
        initialUserId={assigning?.id}
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
