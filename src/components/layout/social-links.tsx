import { FacebookIcon, InstagramIcon, MusicIcon, YoutubeIcon } from 'lucide-react';
import { readApi } from '@/lib/trpc-client';

// Profile addresses come from back-office Settings; these defaults show while Settings load (or if they are unset),
// so the footer never renders without its links.
const DEFAULT_SOCIAL = {
  instagram: 'https://www.instagram.com/dripcottoncandy',
  tiktok: 'https://www.tiktok.com/@dripcottoncandy',
  youtube: 'https://www.youtube.com/@dripcottoncandy',
  facebook: 'https://www.facebook.com/dripcottoncandy',
};

const PROFILES = [
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'tiktok', label: 'TikTok', Icon: MusicIcon },
  { key: 'youtube', label: 'YouTube', Icon: YoutubeIcon },
  { key: 'facebook', label: 'Facebook', Icon: FacebookIcon },
] as const;

export function SocialLinks() {
  const settings = readApi.content.settings.useQuery(undefined, { staleTime: 5 * 60_000 });
  const social = settings.data?.social ?? DEFAULT_SOCIAL;
  return (
    <ul className="flex gap-2" aria-label="Social profiles">
      {PROFILES.map(({ key, label, Icon }) => (
        <li key={key}>
          <a
            href={social[key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Drip Cotton Candy on ${label} (opens in a new tab)`}
            className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-candy-pink"
          >
            <Icon className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
