import { ImageUpIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { checkImageFile, uploadImage, UPLOAD_FAILED_MESSAGE, UploadError, type UploadedImage } from './upload-image';

/**
 * "Upload Image": a file chooser that uploads at once, with a progress bar while the bytes go up. Reports the stored
 * image (its server-chosen address) to `onUploaded`.
 */
export function ImageUploadButton({
  onUploaded,
  label = 'Upload Image',
  className,
}: {
  onUploaded: (image: UploadedImage) => void;
  label?: string;
  className?: string;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);

  async function onChoose(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      toast.error('Error', { description: problem });
      return;
    }
    setProgress(0);
    try {
      const image = await uploadImage(file, setProgress);
      onUploaded(image);
      toast.success('Success', { description: 'Image uploaded successfully' });
    } catch (error) {
      // The server's reason when it gave one ('Please select an image file'), else the general failure text.
      toast.error('Error', { description: error instanceof UploadError ? error.message : UPLOAD_FAILED_MESSAGE });
    } finally {
      setProgress(null);
    }
  }

  const uploading = progress !== null;
  return (
    <div className={cn('space-y-2', className)}>
      <label
        htmlFor={inputId}
        className={cn(
          buttonVariants({ variant: 'outline', size: 'sm' }),
          'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-candy-purple-dark',
          uploading && 'pointer-events-none opacity-60',
        )}
      >
        <ImageUpIcon aria-hidden="true" />
        {uploading ? 'Uploading...' : label}
        <input
          ref={input}
          id={inputId}
          type="file"
          // JPG, PNG, GIF and WebP: what the server accepts (it checks the content again).
          accept="image/jpeg,image/png,image/gif,image/webp"
          className="sr-only"
          disabled={uploading}
          onChange={(event) => void onChoose(event.target.files?.[0])}
        />
      </label>
      {uploading ? (
        <div className="space-y-1">
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-candy-purple/15"
          >
            <div className="h-full rounded-full bg-candy-pink-dark transition-[width]" style={{ width: `${progress}%` }} />
          </div>
          <p className="text-xs text-ink/70">{progress}%</p>
        </div>
      ) : null}
    </div>
  );
}
