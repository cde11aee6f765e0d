import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { displayNameSchema, DISPLAY_NAME_MAX } from '../../../server/schemas/member';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { fieldMessages } from '@/lib/form-errors';
import { api, errorMessageOf, fieldErrorsOf } from '@/lib/trpc';

export function DisplayNameForm({ current }: { current: string }) {
  const utils = api.useUtils();
  const [name, setName] = useState(current);
  const [error, setError] = useState<string>();
  const save = api.member.updateDisplayName.useMutation({
    onSuccess: async ({ displayName }) => {
      setName(displayName);
      toast.success('Name saved', { description: `You appear as ${displayName} on the leaderboards.` });
      await Promise.all([utils.member.dashboard.invalidate(), utils.game.leaderboards.invalidate()]);
    },
    onError: (err) => {
      const message = fieldErrorsOf(err).displayName ?? errorMessageOf(err);
      setError(message);
      toast.error('Error', { description: message });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = displayNameSchema.safeParse({ displayName: name });
    if (!parsed.success) {
      setError(fieldMessages(parsed.error.issues).displayName);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data);
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Leaderboard name" className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Field label="Display name" error={error} className="flex-1">
        <Input value={name} maxLength={DISPLAY_NAME_MAX + 10} onChange={(e) => setName(e.target.value)} autoComplete="nickname" />
      </Field>
      <Button type="submit" className="sm:mt-7" disabled={save.isPending || name.trim() === current}>
        {save.isPending ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
}
