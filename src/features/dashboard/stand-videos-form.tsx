import { Trash2Icon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/trpc';
import { showServerErrors, useZodForm } from '@/lib/zod-form';
import { standVideoSchema } from '@shared/schemas/fundraiser';
import type { MyStand } from './my-stand-page';

const STATUS_TEXT: Record<string, string> = {
  pending: 'Waiting for review',
  approved: 'Approved: on the map and in the gallery',
  rejected: 'Not approved',
};

/** The stand's YouTube and TikTok links: each waits for staff before the map and the gallery show it. */
export function StandVideosForm({ stand }: { stand: MyStand }) {
  const utils = api.useUtils();
  const empty = { slug: stand.slug, link: '', title: '' };
  const form = useZodForm(standVideoSchema, { defaultValues: empty });
  const add = api.fundraiser.addStandVideo.useMutation();
  const remove = api.fundraiser.removeStandVideo.useMutation({
    onSuccess: () => utils.fundraiser.myStands.invalidate(),
    onError: (error) => toast.error('Could not remove the video', { description: error.message }),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync({ slug: values.slug, title: values.title, link: values.link.url });
      toast.success('Video added', { description: 'It is waiting for our team’s review.' });
      form.reset(empty);
      await utils.fundraiser.myStands.invalidate();
    } catch (error) {
      showServerErrors(form, error);
    }
  });

  return (
    <section aria-labelledby={`videos-${stand.slug}`} className="space-y-3 border-t border-ink/10 pt-5">
      <h3 id={`videos-${stand.slug}`} className="text-xl font-extrabold">
        Stand videos
      </h3>
      {stand.videos.length > 0 ? (
        <ul className="space-y-2" data-testid="my-stand-videos">
          {stand.videos.map((video) => (
            <li key={video.id} className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-candy-purple/5 px-4 py-2">
              <span>
                <span className="font-bold">{video.title || (video.platform === 'youtube' ? 'YouTube video' : 'TikTok video')}</span>
                <a href={video.url} target="_blank" rel="noreferrer" className="block text-sm break-all text-candy-purple-dark underline">
                  {video.url}
                </a>
                <span className="text-sm text-ink/70">{STATUS_TEXT[video.status]}</span>
              </span>
              <Button size="sm" variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate({ slug: stand.slug, id: video.id })}>
                <Trash2Icon aria-hidden="true" /> Remove <span className="sr-only">{video.url}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-start"
        aria-label={`Add a video to ${stand.kidName}'s stand`}
      >
        <Field label="YouTube or TikTok address" error={errors.link?.message}>
          <Input {...form.register('link')} placeholder="https://www.youtube.com/watch?v=…" inputMode="url" />
        </Field>
        <Field label="Title (optional)" error={errors.title?.message}>
          <Input {...form.register('title')} maxLength={80} />
        </Field>
        <Button type="submit" className="sm:mt-7" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add video'}
        </Button>
        <FormError message={errors.root?.server?.message} className="sm:col-span-3" />
      </form>
    </section>
  );
}
