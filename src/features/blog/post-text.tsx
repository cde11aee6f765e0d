import { useRouter } from '@tanstack/react-router';
import { useMemo, type MouseEvent } from 'react';
import { PostBody } from '@/components/post-body';
import { sanitizeHtml } from '@shared/sanitize-html';

/** A post's text: its HTML, sanitized in the browser too whatever the server sent. */
export function PostText({ content }: { content: string }) {
  const router = useRouter();
  const html = useMemo(() => sanitizeHtml(content), [content]);

  // Links inside a post to our own pages open in the app instead of reloading the whole site.
  function onContentClick(event: MouseEvent<HTMLDivElement>) {
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void router.navigate({ to: url.pathname, hash: url.hash.slice(1) || undefined });
  }

  return <PostBody id="post-text" data-testid="post-content" className="mt-8" onClick={onContentClick} html={html} />;
}
