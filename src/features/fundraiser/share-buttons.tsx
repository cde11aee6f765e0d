import { LinkIcon, MailIcon, MessageCircleIcon, MessageSquareTextIcon, Share2Icon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { shareLinks, type ShareTarget } from './share-links';
import { cn } from '@/lib/utils';

const LABELS: Record<ShareTarget, { label: string; icon: ReactNode }> = {
  sms: { label: 'Text message', icon: <MessageSquareTextIcon aria-hidden="true" className="size-4" /> },
  email: { label: 'Email', icon: <MailIcon aria-hidden="true" className="size-4" /> },
  whatsapp: { label: 'WhatsApp', icon: <MessageCircleIcon aria-hidden="true" className="size-4" /> },
  facebook: {
    label: 'Facebook',
    icon: (
      <span aria-hidden="true" className="text-base leading-none font-black">
        f
      </span>
    ),
  },
};

const linkClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-candy-purple/25 bg-white px-3 py-2 text-sm font-bold text-ink hover:bg-candy-purple/10 focus-visible:outline-2 focus-visible:outline-candy-purple-dark';

/**
 * Share a page by text message, email, WhatsApp or Facebook (each a link to that app with the page's address), the
 * device's share sheet where the browser has one, or a copied link. The address is the page's own, without query.
 */
export function ShareButtons({ path, subject, text, className }: { path: string; subject: string; text: string; className?: string }) {
  // The server does not know the address the visitor used; the links are completed once the page is in the browser.
  const [origin, setOrigin] = useState('');
  const [canShare, setCanShare] = useState(false);
  useEffect(() => {
    setOrigin(window.location.origin);
    setCanShare(typeof navigator.share === 'function');
  }, []);
  const url = `${origin}${path}`;
  const links = shareLinks(url, subject, text);

  async function shareSheet() {
    try {
      await navigator.share({ title: subject, text, url });
    } catch (error) {
      // The person closed the share sheet: nothing to report.
      if (!(error instanceof DOMException && error.name === 'AbortError')) toast.error('Could not open the share menu');
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied', { description: 'Paste it in a message to family and friends.' });
    } catch {
      toast.error('Could not copy the link', { description: url });
    }
  }

  return (
    <div className={cn('space-y-2', className)} data-testid="share-buttons">
      <p className="text-sm font-bold">Share this stand</p>
      <div className="grid grid-cols-2 gap-2">
        {(Object.keys(LABELS) as ShareTarget[]).map((target) => (
          <a
            key={target}
            href={links[target]}
            className={linkClass}
            data-share={target}
            {...(target === 'whatsapp' || target === 'facebook' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {LABELS[target].icon} {LABELS[target].label}
            {target === 'whatsapp' || target === 'facebook' ? <span className="sr-only"> (opens in a new tab)</span> : null}
          </a>
        ))}
        {canShare ? (
          <Button variant="outline" className="min-h-11" onClick={() => void shareSheet()} data-share="device">
            <Share2Icon aria-hidden="true" /> More…
          </Button>
        ) : null}
        <Button variant="outline" className={cn('min-h-11', canShare ? '' : 'col-span-2')} onClick={() => void copy()} data-share="copy">
          <LinkIcon aria-hidden="true" /> Copy link
        </Button>
      </div>
    </div>
  );
}
