import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

// Typography for a blog post's body; the HTML comes from the back office, so it is styled by element. The public
// post page and the back office's preview both render through this, so the preview looks as the page will.
const proseClass = cn(
  'text-lg leading-relaxed text-ink/90',
  '[&_h2]:font-display [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-extrabold [&_h2]:text-ink md:[&_h2]:text-3xl',
  '[&_h3]:font-display [&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-bold',
  '[&_p]:my-4 [&_strong]:font-bold [&_strong]:text-ink',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:marker:text-candy-pink-dark',
  '[&_a]:font-semibold [&_a]:text-candy-purple-dark [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-candy-pink-dark',
  '[&_blockquote]:my-6 [&_blockquote]:rounded-2xl [&_blockquote]:border-l-4 [&_blockquote]:border-candy-pink-dark [&_blockquote]:bg-candy-pink/10 [&_blockquote]:px-5 [&_blockquote]:py-4 [&_blockquote]:italic',
  '[&_img]:my-6 [&_img]:rounded-2xl',
);

/** A post body's sanitized HTML, styled as on the public post page. */
export function PostBody({ html, className, ...rest }: { html: string } & Omit<HTMLAttributes<HTMLDivElement>, 'dangerouslySetInnerHTML'>) {
  return <div {...rest} className={cn(proseClass, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
