import { toast } from 'sonner';
import { displayNameSchema, DISPLAY_NAME_MAX } from '@shared/schemas/member';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/trpc';
import { showServerFieldErrors, useZodForm } from '@/lib/zod-form';

/** `nameOnBoards` differs from `current` until the member saves a name: boards show an anonymous label till then. */
export function DisplayNameForm({ current, nameOnBoards }: { current: string; nameOnBoards: string }) {
  const chosen = nameOnBoards === current;
  const utils = api.useUtils();
  const form = useZodForm(displayNameSchema, { defaultValues: { displayName: current } });
  const name = form.watch('displayName');
  const save = api.member.updateDisplayName.useMutation({
    onSuccess: async ({ displayName }) => {
      form.setValue('displayName', displayName);
      toast.success('Name saved', { description: `You appear as ${displayName} on the leaderboards.` });
      await Promise.all([utils.member.dashboard.invalidate(), utils.game.leaderboards.invalidate()]);
    },
    onError: (err) => {
      // A message that belongs to no field goes beside the only field there is; the toast repeats it.
      const otherMessage = showServerFieldErrors(form, err);
      if (otherMessage !== undefined) form.setError('displayName', { type: 'server', message: otherMessage });
      toast.error('Error', { description: form.getFieldState('displayName').error?.message });
    },
  });

  const submit = form.handleSubmit((values) => save.mutate(values));

  return (
    <form noValidate onSubmit={submit} aria-label="Leaderboard name" className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Field
        label="Display name"
        error={form.formState.errors.displayName?.message}
        hint={chosen ? undefined : `Until you save a name, the leaderboards show you as ${nameOnBoards}.`}
        className="flex-1"
      >
        <Input maxLength={DISPLAY_NAME_MAX + 10} {...form.register('displayName')} autoComplete="nickname" />
      </Field>
      <Button type="submit" className="sm:mt-7" disabled={save.isPending || (chosen && name.trim() === current)}>
        {save.isPending ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
}
