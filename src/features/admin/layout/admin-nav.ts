import type { LinkProps } from '@tanstack/react-router';
import {
  BookOpenIcon,
  CameraIcon,
  CalendarDaysIcon,
  ChartColumnIcon,
  GraduationCapIcon,
  HeartHandshakeIcon,
  InboxIcon,
  LayoutDashboardIcon,
  MailIcon,
  NewspaperIcon,
  PackageIcon,
  TicketPercentIcon,
  ScrollTextIcon,
  SettingsIcon,
  ShoppingBagIcon,
  StarIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';

export const ADMIN_NAV_GROUPS = ['Overview', 'Business', 'Academy', 'System'] as const;
export type AdminNavGroup = (typeof ADMIN_NAV_GROUPS)[number];

export type AdminNavItem = {
  group: AdminNavGroup;
  label: string;
  to: NonNullable<LinkProps['to']>;
  icon: LucideIcon;
  /** Active only on this exact path (the dashboard, whose path prefixes every other entry). */
  exact?: boolean;
  /** When set, the dashboard shows a quick link card with this line under the label. */
  dashboard?: string;
  /** A moderator's screen too (admin-access.ts); every other screen is for admins only. */
  moderator?: true;
};

// The back office's menu, in order within each group. The sidebar and the dashboard's quick links both read this
// list, so a new screen is one line here (plus its route file in src/routes/admin/).
export const ADMIN_NAV: AdminNavItem[] = [
  { group: 'Overview', label: 'Dashboard', to: '/admin', icon: LayoutDashboardIcon, exact: true },

  { group: 'Business', label: 'Products', to: '/admin/products', icon: PackageIcon, dashboard: 'Shop products, sizes and photos' },
  { group: 'Business', label: 'Events', to: '/admin/events', icon: CalendarDaysIcon, dashboard: 'Pop-up events and their dates' },
  { group: 'Business', label: 'Featured Kids', to: '/admin/featured-kids', icon: StarIcon, dashboard: 'The monthly kids spotlight' },
  { group: 'Business', label: 'Instagram', to: '/admin/instagram', icon: CameraIcon, dashboard: 'Posts in the home page’s Instagram grid' },
  { group: 'Business', label: 'Blog', to: '/admin/blog', icon: NewspaperIcon, dashboard: 'Write and publish blog posts' },
  { group: 'Business', label: 'Orders', to: '/admin/orders', icon: ShoppingBagIcon, dashboard: 'Shop orders and their status' },
  { group: 'Business', label: 'Discount codes', to: '/admin/discount-codes', icon: TicketPercentIcon, dashboard: 'Codes buyers type at checkout' },
  {
    group: 'Business',
    label: 'Fluff Fundraiser',
    to: '/admin/fundraiser',
    icon: HeartHandshakeIcon,
    dashboard: 'Approve stands, review stories, group shares',
    moderator: true,
  },
  { group: 'Business', label: 'Inbox', to: '/admin/inbox', icon: InboxIcon, dashboard: 'Bookings, messages, sign-ups and more', moderator: true },

  { group: 'Academy', label: 'Courses', to: '/admin/courses', icon: GraduationCapIcon, dashboard: 'Create and publish academy courses' },
  { group: 'Academy', label: 'Lessons', to: '/admin/lessons', icon: BookOpenIcon, dashboard: 'Video lessons of each course' },

  { group: 'System', label: 'User Management', to: '/admin/users', icon: UsersIcon, dashboard: 'Accounts and their roles' },
  { group: 'System', label: 'Analytics', to: '/admin/analytics', icon: ChartColumnIcon, dashboard: 'Orders, revenue, sign-ups and play' },
  { group: 'System', label: 'Settings', to: '/admin/settings', icon: SettingsIcon },
  { group: 'System', label: 'Audit Log', to: '/admin/audit', icon: ScrollTextIcon },
  { group: 'System', label: 'Mail', to: '/admin/mail', icon: MailIcon, dashboard: 'Mail that did not go out, and sending it now' },
];
