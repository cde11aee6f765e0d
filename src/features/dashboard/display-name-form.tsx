import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { displayNameSchema, DISPLAY_NAME_MAX } from '@shared/schemas/member';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { fieldMessages } from '@/lib/form-errors';
import { api, errorMessageOf, fieldErrorsOf } from '@/lib/trpc';

/** `nameOnBoards` differs from `current` until the member saves a name: boards show an anonymous label till then. */
export function DisplayNameForm({ current, nameOnBoards }: { current: string; nameOnBoards: string }) {
  const chosen = nameOnBoards === current;
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
      <Field
        label="Display name"
        error={error}
        hint={chosen ? undefined : `Until you save a name, the leaderboards show you as ${nameOnBoards}.`}
        className="flex-1"
      >
        <Input value={name} maxLength={DISPLAY_NAME_MAX + 10} onChange={(e) => setName(e.target.value)} autoComplete="nickname" />
      </Field>
      <Button type="submit" className="sm:mt-7" disabled={save.isPending || (chosen && name.trim() === current)}>
        {save.isPending ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
}
