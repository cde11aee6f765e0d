import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { roleChangeSchema } from '@shared/schemas/admin-users';
import type { Role } from '@shared/schemas/values';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { countOf } from '@/lib/format';
import { api, errorMessageOf } from '@/lib/trpc';
import { SERVER_ERROR, useZodForm } from '@/lib/zod-form';
import { AdminFormDialog } from '../shared/admin-form-dialog';
import { toastError } from '../shared/admin-toasts';
import type { AdminUser } from './users-page';

const FILL_IN_ALL_FIELDS = 'Please fill in all fields.';
// Only that both are there: the server's own rules for the address and the password come back in the alert.
const newUserFormSchema = z.object({ email: z.string().trim().min(1, FILL_IN_ALL_FIELDS), password: z.string().min(1, FILL_IN_ALL_FIELDS) });
const SELECT_USER_AND_ROLE = 'Please select a user and role.';
/** How many matches of a search the Assign Role dialog lists. */
const MATCHES = 10;

function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-3 py-2 text-sm font-semibold text-red-700">
      {message}
    </p>
  );
}

export function AddUserDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => Promise<unknown> }) {
  // One message for the whole form, in the alert above the fields and in a toast.
  const form = useZodForm(newUserFormSchema, { defaultValues: { email: '', password: '' } });
  const showMessage = (message: string) => form.setError(SERVER_ERROR, { type: 'server', message });

  const close = () => {
    form.reset();
    onClose();
  };
  const create = api.admin.users.create.useMutation({
    onSuccess: async () => {
      toast.success('Success', { description: 'User created successfully.' });
      close();
      await onDone();
    },
    onError: (error) => {
      showMessage(errorMessageOf(error));
      toastError('Failed to create user.', error);
    },
  });

  // The address and password go as typed: the server applies its own rules to them.
  const submit = () =>
    void form.handleSubmit(
      () => create.mutate(form.getValues()),
      () => {
        showMessage(FILL_IN_ALL_FIELDS);
        toast.error('Error', { description: FILL_IN_ALL_FIELDS });
      },
    )();

  return (
    <AdminFormDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title="Add User"
      description="The account is created with its email already confirmed and the user role."
      submitLabel="Create User"
      pending={create.isPending}
      onSubmit={submit}
    >
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <Field label="Email">
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </Field>
      <Field label="Password" hint="At least 8 characters">
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </Field>
    </AdminFormDialog>
  );
}

export function AssignRoleDialog({
  open,
  initialUser,
  roles,
  onClose,
  onDone,
}: {
  open: boolean;
  /** The row's user ("Manage Roles"), or none: then the user is found by searching. */
  initialUser: AdminUser | undefined;
  roles: readonly Role[];
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  // One message for the whole form, in the alert above the fields and in a toast.
  const form = useZodForm(roleChangeSchema, { defaultValues: { userId: initialUser?.id ?? '', role: '' as Role } });
  const showMessage = (message: string) => form.setError(SERVER_ERROR, { type: 'server', message });
  const userId = form.watch('userId');
  // The user is found by a search on the server (a few matches at a time), never from a list of every address.
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const matches = api.admin.users.list.useQuery(
    { search: query, pageSize: MATCHES, page: 1, sort: 'email' },
    { enabled: open && !initialUser && query.length >= 2, placeholderData: keepPreviousData },
  );

  const assign = api.admin.users.assignRole.useMutation({
    onSuccess: async () => {
      toast.success('Success', { description: 'Role assigned successfully.' });
      onClose();
      await onDone();
    },
    onError: (error) => {
      showMessage(errorMessageOf(error));
      toastError('Failed to assign role.', error);
    },
  });

  const submit = () =>
    void form.handleSubmit(
      (change) => assign.mutate(change),
      () => {
        showMessage(SELECT_USER_AND_ROLE);
        toast.error('Error', { description: SELECT_USER_AND_ROLE });
      },
    )();

  const found = matches.data?.items ?? [];
  const chosen = initialUser ?? found.find((u) => u.id === userId);
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="Assign Role"
      description="A user whose roles change is signed out everywhere and signs in again with the new rights."
      submitLabel="Assign Role"
      pending={assign.isPending}
      onSubmit={submit}
    >
      <FormAlert message={form.formState.errors.root?.server?.message} />
      {initialUser ? (
        <Field label="User" hint={`Current roles: ${initialUser.roles.length > 0 ? initialUser.roles.join(', ') : 'No roles'}`}>
          <p className="font-semibold break-all">{initialUser.email}</p>
        </Field>
      ) : (
        <>
          <Field label="Find a user" hint="Type at least 2 letters of their email or name">
            <Input type="search" autoComplete="off" value={typed} maxLength={200} onChange={(event) => setTyped(event.target.value)} />
          </Field>
          <Field
            label="User"
            hint={
              chosen
                ? `Current roles: ${chosen.roles.length > 0 ? chosen.roles.join(', ') : 'No roles'}`
                : query.length >= 2 && matches.data
                  ? `${countOf(matches.data.total, 'match', 'matches')}${matches.data.total > MATCHES ? `; the first ${MATCHES} are listed, type more to narrow` : ''}`
                  : undefined
            }
          >
            <NativeSelect {...form.register('userId')} disabled={found.length === 0}>
              <option value="">{query.length >= 2 ? (found.length > 0 ? 'Select a user' : 'No user matches') : 'Search first'}</option>
              {found.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.email}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </>
      )}
      <Field label="Role">
        <NativeSelect {...form.register('role')}>
          <option value="">Select a role</option>
          {roles.map((r) => (
            <option key={r} value={r}>
              {r[0]!.toUpperCase() + r.slice(1)}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </AdminFormDialog>
  );
}
