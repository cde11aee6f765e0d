import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { isOutsideImageAddress } from '@shared/site-image';
import { fetchImageAddress, UploadError, UPLOAD_FAILED_MESSAGE, type UploadedImage } from './upload-image';

/**
 * "Keep a copy": turns an outside image address typed in a field into a picture stored on the site (the server
 * fetches it once, checks it and re-encodes it like an upload). Shown only while the field holds an outside address;
 * the server's refusal is reported to `onRefused`, so the form shows it beside the field.
 */
export function KeepACopyButton({
  address,
  onFetched,
  onRefused,
}: {
  address: string;
  onFetched: (image: UploadedImage) => void;
  onRefused: (message: string) => void;
}) {
  const [pending, setPending] = useState(false);
  if (!isOutsideImageAddress(address)) return null;

  async function keepACopy() {
    setPending(true);
    try {
      onFetched(await fetchImageAddress(address.trim()));
    } catch (error) {
      onRefused(error instanceof UploadError ? error.message : UPLOAD_FAILED_MESSAGE);
    } finally {
      setPending(false);
    }
  }

  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void keepACopy()} disabled={pending}>
      <DownloadIcon aria-hidden="true" />
      {pending ? 'Fetching…' : 'Keep a copy'}
    </Button>
  );
}
