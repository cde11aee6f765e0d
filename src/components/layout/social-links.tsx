import { FacebookIcon, InstagramIcon, MusicIcon, YoutubeIcon } from 'lucide-react';

// The default profile addresses; the public-site work replaces these with the back office's Settings.
const SOCIAL = [
  { label: 'Instagram', href: 'https://www.instagram.com/dripcottoncandy', Icon: InstagramIcon },
  { label: 'TikTok', href: 'https://www.tiktok.com/@dripcottoncandy', Icon: MusicIcon },
  { label: 'YouTube', href: 'https://www.youtube.com/@dripcottoncandy', Icon: YoutubeIcon },
  { label: 'Facebook', href: 'https://www.facebook.com/dripcottoncandy', Icon: FacebookIcon },
];

export function SocialLinks() {
  return (
    <ul className="flex gap-2" aria-label="Social profiles">
      {SOCIAL.map(({ label, href, Icon }) => (
        <li key={label}>
          <a
            href={href}
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
