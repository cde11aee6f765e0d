import { HeartIcon, Share2Icon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/trpc';
import { sharePost } from './share';
import { getVisitorId } from './visitor-id';

/** Under a post: its like button with the count, and sharing (the phone's share sheet, or a copied link). */
export function PostActions({
  postId,
  likeCount,
  idOrSlug,
  title,
  excerpt,
}: {
  postId: string;
  likeCount: number;
  idOrSlug: string;
  title: string;
  excerpt: string;
}) {
  return (
    <footer id="post-actions" className="mt-12 flex flex-wrap items-center gap-3 border-t border-candy-purple/15 pt-6">
      <LikeButton postId={postId} likeCount={likeCount} idOrSlug={idOrSlug} />
      <Button
        variant="outline"
        onClick={async () => {
          const result = await sharePost({ title, text: excerpt, url: window.location.href });
          if (result === 'copied') toast.success('Link copied');
          else if (result === 'failed') toast.error('Could not copy the link', { description: window.location.href });
        }}
      >
        <Share2Icon aria-hidden="true" /> Share
      </Button>
    </footer>
  );
}

function LikeButton({ postId, likeCount, idOrSlug }: { postId: string; likeCount: number; idOrSlug: string }) {
  const [visitorId] = useState(getVisitorId);
  const utils = api.useUtils();
  const status = api.blog.likeStatus.useQuery({ postId, visitorId });
  const like = api.blog.like.useMutation({
    async onSuccess(result) {
      utils.blog.post.setData({ idOrSlug }, (old) => (old ? { ...old, likeCount: result.likeCount } : old));
      // A status read still in flight was asked before the like: its answer ("not liked") must not overwrite this one.
      await utils.blog.likeStatus.cancel({ postId, visitorId });
      utils.blog.likeStatus.setData({ postId, visitorId }, { liked: true });
      void utils.blog.list.invalidate();
    },
    onError(error) {
      // A limit's answer (too many likes from one network) is written for people; anything else is not.
      if (error.data?.code === 'TOO_MANY_REQUESTS') toast.error(error.message);
      else toast.error('Something went wrong', { description: 'Please try again later.' });
    },
  });
  const liked = status.data?.liked === true;
  return (
    <Button
      variant={liked ? 'primary' : 'outline'}
      aria-pressed={liked}
      disabled={like.isPending}
      onClick={() => {
        // A browser likes a post once; the server enforces it too.
        if (!liked) like.mutate({ postId, visitorId });
      }}
    >
      <HeartIcon aria-hidden="true" className={liked ? 'fill-current' : undefined} />
      Like
      <span data-testid="like-count" className="tabular-nums">
        {likeCount}
      </span>
    </Button>
  );
}
