import type { LinkProps } from '@tanstack/react-router';

export type NavItem = { label: string; to: NonNullable<LinkProps['to']> };

// The header's links, in order. The mobile menu adds About and Contact, then its own account links.
export const HEADER_NAV: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Shop', to: '/shop' },
  { label: 'Pop-Up Events', to: '/events' },
  { label: 'Featured Kids', to: '/featured-kids' },
  { label: 'Private Events', to: '/private-events' },
  { label: 'Fluff Fundraiser', to: '/fluff-fundraiser' },
  { label: 'Blog', to: '/blog' },
];

export const MOBILE_EXTRA_NAV: NavItem[] = [
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

export const FOOTER_QUICK_LINKS: NavItem[] = [
  { label: 'Shop', to: '/shop' },
  { label: 'Pop-Up Events', to: '/events' },
  { label: 'Featured Kids', to: '/featured-kids' },
  { label: 'Private Events', to: '/private-events' },
  { label: 'Blog', to: '/blog' },
  { label: 'About Us', to: '/about' },
  { label: 'Contact', to: '/contact' },
  { label: 'Cart', to: '/cart' },
];
