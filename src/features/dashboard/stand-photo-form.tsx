import { ImageUpIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/trpc';
import { standPhotoUploadPath } from '@shared/fundraiser-paths';

const PHOTO_STATUS: Record<string, string> = {
  pending: 'Waiting for our team’s review before it shows on the stand page.',
  approved: 'Approved: shown on the stand page and in the gallery.',
  rejected: 'Not approved. Please choose another photo.',
};

/** Sends one image to the stand's photo upload; the server answers with its message when it refuses the file. */
async function sendPhoto(slug: string, file: File): Promise<void> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(standPhotoUploadPath(slug), { method: 'POST', body: form, credentials: 'same-origin' });
  if (response.status === 201) return;
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  throw new Error(body?.error?.message ?? 'The photo could not be uploaded. Please try again.');
}

/** The stand's photo: shown here with its review status; a new one is re-encoded by the server and waits for review. */
export function StandPhotoForm({ slug, kidName, photoUrl, photoStatus }: { slug: string; kidName: string; photoUrl: string | null; photoStatus: string }) {
  const utils = api.useUtils();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File) {
    setBusy(true);
    setError(null);
    try {
      await sendPhoto(slug, file);
      toast.success('Photo uploaded', { description: 'It is waiting for our team’s review.' });
      await utils.fundraiser.myStands.invalidate();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <section aria-labelledby={`photo-${slug}`} className="space-y-3 border-t border-ink/10 pt-5">
      <h3 id={`photo-${slug}`} className="text-xl font-extrabold">
        Stand photo
      </h3>
      <div className="flex flex-wrap items-center gap-4">
        {photoUrl ? (
          <img src={photoUrl} alt={`${kidName}'s stand`} className="h-28 w-40 rounded-2xl object-cover" data-testid="my-stand-photo" />
        ) : (
          <div className="flex h-28 w-40 items-center justify-center rounded-2xl bg-candy-purple/10 text-sm text-ink/70">No photo yet</div>
        )}
        <div className="space-y-2">
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            className="sr-only"
            id={`photo-input-${slug}`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          <Button type="button" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
            <ImageUpIcon aria-hidden="true" /> {busy ? 'Uploading…' : photoUrl ? 'Replace photo' : 'Add a photo'}
          </Button>
          <p className="text-sm text-ink/70" data-testid="my-stand-photo-status">
            {PHOTO_STATUS[photoStatus] ?? 'A JPG, PNG, GIF or WebP up to 5 MB. Please show the stand, not faces up close, and no house numbers.'}
          </p>
          {error ? (
            <p role="alert" className="text-sm font-semibold text-red-600">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
