/** A privacy-enhanced YouTube player (youtube-nocookie.com, allowed by the site's Content-Security-Policy). */
export function YouTubeEmbed({ videoId, title, autoplay = false }: { videoId: string; title: string; autoplay?: boolean }) {
  const params = new URLSearchParams({ rel: '0', modestbranding: '1', ...(autoplay ? { autoplay: '1' } : {}) });
  return (
    <div className="aspect-video w-full overflow-hidden rounded-2xl bg-ink">
      <iframe
        className="size-full"
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${params.toString()}`}
        title={title}
        loading="lazy"
        allow="autoplay; clipboard-write; encrypted-media; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    </div>
  );
}
