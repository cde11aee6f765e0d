import { useState } from 'react';
import { toast } from 'sonner';
import type { Role } from '@shared/schemas/values';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { api, errorMessageOf } from '@/lib/trpc';
import { AdminFormDialog } from '../shared/admin-form-dialog';
import { toastError } from '../shared/admin-toasts';
import type { AdminUser } from './users-page';

function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-3 py-2 text-sm font-semibold text-red-700">
      {message}
    </p>
  );
}

export function AddUserDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => Promise<unknown> }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const close = () => {
    setEmail('');
    setPassword('');
    setMessage(null);
    onClose();
  };
  const create = api.admin.users.create.useMutation({
    onSuccess: async () => {
      toast.success('Success', { description: 'User created successfully.' });
      close();
      await onDone();
    },
    onError: (error) => {
      setMessage(errorMessageOf(error));
      toastError('Failed to create user.', error);
    },
  });

  function submit() {
    if (!email.trim() || !password) {
      setMessage('Please fill in all fields.');
      toast.error('Error', { description: 'Please fill in all fields.' });
      return;
    }
    setMessage(null);
    create.mutate({ email, password });
  }

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
      <FormAlert message={message} />
      <Field label="Email">
        <Input type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Field label="Password" hint="At least 8 characters">
        <Input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
    </AdminFormDialog>
  );
}

export function AssignRoleDialog({
  open,
  users,
  initialUserId,
  roles,
  onClose,
  onDone,
}: {
  open: boolean;
  users: AdminUser[];
  initialUserId: string | undefined;
  roles: readonly Role[];
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const [userId, setUserId] = useState(initialUserId ?? '');
  const [role, setRole] = useState<Role | ''>('');
  const [message, setMessage] = useState<string | null>(null);

  const assign = api.admin.users.assignRole.useMutation({
    onSuccess: async () => {
      toast.success('Success', { description: 'Role assigned successfully.' });
      onClose();
      await onDone();
    },
    onError: (error) => {
      setMessage(errorMessageOf(error));
      toastError('Failed to assign role.', error);
    },
  });

  function submit() {
    if (!userId || !role) {
      setMessage('Please select a user and role.');
      toast.error('Error', { description: 'Please select a user and role.' });
      return;
    }
    setMessage(null);
    assign.mutate({ userId, role });
  }

  const chosen = users.find((u) => u.id === userId);
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
      <FormAlert message={message} />
      <Field label="User" hint={chosen ? `Current roles: ${chosen.roles.length > 0 ? chosen.roles.join(', ') : 'No roles'}` : undefined}>
        <NativeSelect value={userId} onChange={(e) => setUserId(e.target.value)}>
          <option value="">Select a user</option>
          {users.map((u) => (
            <option key={u.id} value={u.id}>
              {u.email}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Role">
        <NativeSelect value={role} onChange={(e) => setRole(e.target.value as Role | '')}>
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
