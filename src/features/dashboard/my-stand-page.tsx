import { Link } from '@tanstack/react-router';
import { ExternalLinkIcon, PrinterIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { formatCents } from '@shared/money';
import { standSignPath } from '@shared/fundraiser-paths';
import { api } from '@/lib/trpc';
import { showServerErrors, useZodForm } from '@/lib/zod-form';
import { STAND_STORY_MAX, standSettingsSchema } from '@shared/schemas/fundraiser';
import type { RouterOutputs } from '@/lib/api-types';
import { MemberHeader } from './member-header';
import { StandPhotoForm } from './stand-photo-form';
import { StandVideosForm } from './stand-videos-form';

export type MyStand = RouterOutputs['fundraiser']['myStands'][number];

const REVIEW_TEXT: Record<string, string> = {
  none: '',
  pending: 'Waiting for our team’s review before it shows on the stand page.',
  approved: 'Approved: shown on the stand page.',
  rejected: 'Not approved. Please edit it and save again.',
};

/** The parent's page: every stand registered with their address, each with its goal, story, consent and stand days. */
export function MyStandPage({ standDays }: { standDays: (stand: MyStand) => ReactNode }) {
  const [stands] = api.fundraiser.myStands.useSuspenseQuery();
  return (
    <div className="min-h-svh bg-cream">
      <MemberHeader />
      <main id="main" className="mx-auto max-w-4xl px-4 py-8">
        <h1 className="text-3xl font-extrabold sm:text-4xl">My Stand</h1>
        {stands.length === 0 ? (
          <Card className="mt-6">
            <p className="font-bold">No Fluff Fundraiser stand is linked to this account.</p>
            <p className="mt-2 text-ink/75">
              A stand opens when our team approves a registration, and it belongs to the account with the address the registration was made with. Registered
              with another address? Sign in with that one.
            </p>
            <Link to="/fluff-fundraiser" hash="registration" className="mt-4 inline-block font-bold text-candy-purple-dark underline">
              Register for the Fluff Fundraiser
            </Link>
          </Card>
        ) : (
          stands.map((stand) => <StandSettingsCard key={stand.slug} stand={stand} standDays={standDays(stand)} />)
        )}
      </main>
    </div>
  );
}

function StandSettingsCard({ stand, standDays }: { stand: MyStand; standDays: ReactNode }) {
  const utils = api.useUtils();
  const form = useZodForm(standSettingsSchema, {
    defaultValues: {
      slug: stand.slug,
      goalDollars: stand.goalCents / 100,
      story: stand.story,
      consentPublic: stand.consentPublic,
      listedInSearch: stand.listedInSearch,
    },
  });
  const save = api.fundraiser.updateMyStand.useMutation();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await save.mutateAsync(values);
      toast.success('Stand saved', {
        description: result.storyStatus === 'pending' ? 'Your story is waiting for our team’s review.' : undefined,
      });
      await Promise.all([utils.fundraiser.myStands.invalidate(), utils.fundraiser.stand.invalidate({ slug: stand.slug })]);
    } catch (error) {
      const message = showServerErrors(form, error);
      if (message) toast.error('Could not save', { description: message });
    }
  });

  return (
    <Card className="mt-6 space-y-5" data-testid="my-stand">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-2xl font-extrabold">{stand.kidName}</h2>
          <p className="text-ink/75">
            {stand.groupTypeLabel}: {stand.groupName}, {stand.city}
          </p>
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <a
            href={`/fluff-fundraiser/stands/${stand.slug}`}
            className="inline-flex items-center gap-1 font-bold text-candy-purple-dark underline"
            data-testid="my-stand-link"
          >
            Public stand page <ExternalLinkIcon className="size-4" aria-hidden="true" />
          </a>
          <a href={standSignPath(stand.slug)} download className="inline-flex items-center gap-1 font-bold text-candy-purple-dark underline">
            Print the stand sign <PrinterIcon className="size-4" aria-hidden="true" />
          </a>
        </div>
      </div>
      <p className="text-lg">
        <span className="font-extrabold text-candy-pink-dark" data-testid="my-stand-raised">
          {formatCents(stand.raisedCents)} raised
        </span>{' '}
        of {formatCents(stand.goalCents)} · {stand.orderCount === 1 ? '1 order' : `${stand.orderCount} orders`}
      </p>
      <p className="text-ink/80" data-testid="my-stand-points">
        <span className="font-extrabold">{stand.points.totalPoints.toLocaleString('en-US')} points</span> · {stand.points.avgPoints.toLocaleString('en-US')}{' '}
        average over {stand.points.events === 1 ? '1 stand day' : `${stand.points.events} stand days`} held · {stand.points.salesPoints.toLocaleString('en-US')}{' '}
        for sales, {stand.points.satisfactionPoints.toLocaleString('en-US')} for ratings, {stand.points.creativityPoints.toLocaleString('en-US')} for creativity
      </p>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={`Settings for ${stand.kidName}'s stand`}>
        <Field label="Goal (dollars)" error={errors.goalDollars?.message}>
          <Input type="number" inputMode="numeric" min={10} step={1} className="max-w-40" {...form.register('goalDollars', { valueAsNumber: true })} />
        </Field>
        <Field
          label="Story"
          hint={REVIEW_TEXT[stand.storyStatus] || 'What the stand raises money for, in your kid’s words. No surnames, addresses or links.'}
          error={errors.story?.message}
        >
          <Textarea rows={5} maxLength={STAND_STORY_MAX} {...form.register('story')} />
        </Field>
        <label className="flex items-start gap-3">
          <input type="checkbox" className="mt-1 size-5 shrink-0 accent-candy-pink-dark" {...form.register('consentPublic')} />
          <span className="text-sm">
            I agree that the stand page and leaderboard show {stand.kidName} (first name and last initial) with the approved story and photo. Without this, the
            stand is shown only as a stand of {stand.groupName}.
          </span>
        </label>
        <label className="flex items-start gap-3">
          <input type="checkbox" className="mt-1 size-5 shrink-0 accent-candy-pink-dark" {...form.register('listedInSearch')} />
          <span className="text-sm">
            Let search engines (Google, Bing) list the stand page. Without this, the page is only for the people you share its link with.
          </span>
        </label>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save stand'}
        </Button>
      </form>
      <StandPhotoForm slug={stand.slug} kidName={stand.kidName} photoUrl={stand.photoUrl} photoStatus={stand.photoStatus} />
      <StandVideosForm stand={stand} />
      {standDays}
    </Card>
  );
}
