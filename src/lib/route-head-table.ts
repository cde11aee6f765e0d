import { NOT_FOUND_TEXT, pageMeta } from '@shared/schemas/page-heads';
import { standDescription } from '@shared/stand-description';
import type { RouterOutputs } from './api-types';
import type { HeadContext } from './route-heads';

// The site's address, for the absolute addresses of a link preview: the browser's own, or on the server the public
// address it renders pages for (renderHeadsAt).
let serverOrigin = '';

export function renderHeadsAt(origin: string): void {
  serverOrigin = origin;
}

const siteOrigin = () => (typeof window === 'undefined' ? serverOrigin : window.location.origin);

/**
 * Every route's head (title, description, link-preview and robots tags), by route id: one chunk that loads when the
 * browser first needs a head the server did not write (see routeHead in ./route-heads), and with the server's render.
 */
export const ROUTE_HEADS = {
  // A path that matches no page shows the not-found page inside the root: its tab says so, not the home page's title.
  __root__: ({ matches }: HeadContext) => ({
    meta: matches.some((match) => match._notFound === true)
      ? [{ title: NOT_FOUND_TEXT.title }, { name: 'description', content: NOT_FOUND_TEXT.description }, { name: 'robots', content: 'noindex' }]
      : [
          { title: 'Drip Cotton Candy — Sweet indulgence with attitude' },
          {
            name: 'description',
            content: 'Gourmet cotton candy from a family-run shop in Atlanta: treats, merch, pop-ups, private events and kids’ fundraisers.',
          },
        ],
  }),
  '/about': () => ({ meta: pageMeta('/about') }),
  '/academy/certificate/$code': ({ params }: HeadContext<never, 'code'>) => ({
    meta: [
      { title: `Certificate ${params.code.toUpperCase()} — Business Academy — Drip Cotton Candy` },
      { name: 'description', content: 'Check a Drip Cotton Candy Business Academy certificate by its code.' },
      // It names a person: kept out of search engines.
      { name: 'robots', content: 'noindex' },
    ],
  }),
  '/academy/course/$courseId': ({ loaderData: course }: HeadContext<RouterOutputs['academy']['course']>) => ({
    meta: course
      ? [{ title: `${course.title} — Business Academy — Drip Cotton Candy` }, { name: 'description', content: course.description }]
      : [{ title: 'Course not found — Drip Cotton Candy' }],
  }),
  '/academy/': () => ({ meta: pageMeta('/academy') }),
  '/admin/analytics': () => ({ meta: [{ title: 'Analytics — Admin — Drip Cotton Candy' }] }),
  '/admin/audit': () => ({ meta: [{ title: 'Audit Log — Admin — Drip Cotton Candy' }] }),
  '/admin/blog': () => ({ meta: [{ title: 'Blog — Admin — Drip Cotton Candy' }] }),
  '/admin/courses': () => ({ meta: [{ title: 'Courses — Admin — Drip Cotton Candy' }] }),
  '/admin/courses_/$courseId': () => ({ meta: [{ title: 'Course quiz and learners — Admin — Drip Cotton Candy' }] }),
  '/admin/customers/$userId': () => ({ meta: [{ title: 'Customer — Admin — Drip Cotton Candy' }] }),
  '/admin/discount-codes': () => ({ meta: [{ title: 'Discount codes — Admin — Drip Cotton Candy' }] }),
  '/admin/events': () => ({ meta: [{ title: 'Events — Admin — Drip Cotton Candy' }] }),
  '/admin/featured-kids': () => ({ meta: [{ title: 'Featured Kids — Admin — Drip Cotton Candy' }] }),
  '/admin/fundraiser': () => ({ meta: [{ title: 'Fluff Fundraiser — Admin — Drip Cotton Candy' }] }),
  '/admin/inbox': () => ({ meta: [{ title: 'Inbox — Admin — Drip Cotton Candy' }] }),
  '/admin/': () => ({ meta: [{ title: 'Admin Dashboard — Drip Cotton Candy' }] }),
  '/admin/instagram': () => ({ meta: [{ title: 'Instagram — Admin — Drip Cotton Candy' }] }),
  '/admin/lessons': () => ({ meta: [{ title: 'Lessons — Admin — Drip Cotton Candy' }] }),
  '/admin/mail': () => ({ meta: [{ title: 'Mail — Admin — Drip Cotton Candy' }] }),
  '/admin/orders': () => ({ meta: [{ title: 'Orders — Admin — Drip Cotton Candy' }] }),
  '/admin/orders_/$orderId/slip': () => ({ meta: [{ title: 'Packing slip — Admin — Drip Cotton Candy' }] }),
  '/admin/products': () => ({ meta: [{ title: 'Products — Admin — Drip Cotton Candy' }] }),
  '/admin': () => ({ meta: [{ title: 'Admin — Drip Cotton Candy' }, { name: 'robots', content: 'noindex' }] }),
  '/admin/settings': () => ({ meta: [{ title: 'Settings — Admin — Drip Cotton Candy' }] }),
  '/admin/users': () => ({ meta: [{ title: 'User Management — Admin — Drip Cotton Candy' }] }),
  '/admin_/login': () => ({ meta: [{ title: 'Admin Login — Drip Cotton Candy' }, { name: 'robots', content: 'noindex' }] }),
  '/auth/confirm': () => ({ meta: [{ title: 'Confirm your email — Drip Cotton Candy' }, { name: 'robots', content: 'noindex' }] }),
  '/blog/$postId': ({ loaderData: post }: HeadContext<RouterOutputs['blog']['post']>) => {
    if (!post) {
      return {
        meta: [{ title: 'Post Not Found — Drip Cotton Candy' }, { name: 'description', content: "Sorry, the blog post you're looking for doesn't exist." }],
      };
    }
    const origin = siteOrigin();
    const description = post.excerpt || post.title;
    return {
      meta: [
        { title: `${post.title} — Drip Cotton Candy` },
        { name: 'description', content: description },
        { property: 'og:title', content: post.title },
        { property: 'og:description', content: description },
        { property: 'og:type', content: 'article' },
        { property: 'og:url', content: `${origin}/blog/${post.id}` },
        { property: 'og:site_name', content: 'Drip Cotton Candy' },
        { property: 'article:published_time', content: post.publishedAt.toISOString() },
        { property: 'article:author', content: post.author },
        ...(post.featuredImage ? [{ property: 'og:image', content: new URL(post.featuredImage, origin || 'http://localhost').href }] : []),
      ],
    };
  },
  '/blog/': () => ({ meta: pageMeta('/blog') }),
  '/cart': () => ({
    meta: [
      { title: 'Cart — Drip Cotton Candy' },
      { name: 'description', content: 'Your Drip Cotton Candy cart: check your treats and quantities, then order for pickup or local delivery in Atlanta.' },
    ],
  }),
  '/checkout': () => ({
    meta: [
      { title: 'Checkout — Drip Cotton Candy' },
      { name: 'description', content: 'Order Drip Cotton Candy for pickup in Atlanta or local delivery, and pay at pickup or on delivery.' },
    ],
  }),
  '/contact': () => ({ meta: pageMeta('/contact') }),
  '/dashboard/achievements': () => ({ meta: [{ title: 'My Achievements — Drip Cotton Candy' }, { name: 'robots', content: 'noindex' }] }),
  '/dashboard/group': () => ({ meta: [{ title: 'My Group — Drip Cotton Candy' }, { name: 'robots', content: 'noindex' }] }),
  '/dashboard/': () => ({ meta: [{ title: 'My Dashboard — Drip Cotton Candy' }, { name: 'robots', content: 'noindex' }] }),
  '/dashboard/orders/$orderNumber': ({ params }: HeadContext<never, 'orderNumber'>) => ({
    meta: [{ title: `Order ${params.orderNumber} — Drip Cotton Candy` }, { name: 'robots', content: 'noindex' }],
  }),
  '/dashboard/orders/': () => ({ meta: [{ title: 'My Orders — Drip Cotton Candy' }, { name: 'robots', content: 'noindex' }] }),
  '/dashboard/stand': () => ({ meta: [{ title: 'My Stand — Drip Cotton Candy' }, { name: 'robots', content: 'noindex' }] }),
  '/events': () => ({ meta: pageMeta('/events') }),
  '/featured-kids': () => ({ meta: pageMeta('/featured-kids') }),
  '/fluff-fundraiser': () => ({ meta: pageMeta('/fluff-fundraiser') }),
  '/fluff-fundraiser_/groups/$slug': ({ loaderData: group }: HeadContext<RouterOutputs['fundraiser']['group']>) => ({
    meta: group
      ? [
          { title: `${group.name} — Fluff Fundraiser group — Drip Cotton Candy` },
          { name: 'description', content: `The Fluff Fundraiser stands raising money for ${group.name} in ${group.city}.` },
          // A group page lists kids' stands: kept out of search engines like the stand pages themselves.
          { name: 'robots', content: 'noindex' },
        ]
      : [{ title: 'Group Not Found — Drip Cotton Candy' }],
  }),
  '/fluff-fundraiser_/leaderboard': () => ({ meta: pageMeta('/fluff-fundraiser/leaderboard') }),
  '/fluff-fundraiser_/rate': () => ({ meta: [{ title: 'Rate a Fluff Fundraiser stand — Drip Cotton Candy' }, { name: 'robots', content: 'noindex' }] }),
  '/fluff-fundraiser_/stands/$slug': ({ loaderData: stand }: HeadContext<RouterOutputs['fundraiser']['stand']>) => ({
    meta: stand
      ? [
          { title: `${stand.name} — Fluff Fundraiser stand — Drip Cotton Candy` },
          { name: 'description', content: standDescription(stand) },
          { property: 'og:title', content: `${stand.name} — Fluff Fundraiser` },
          // A kid's page stays out of search engines unless the parent opted in.
          ...(stand.listedInSearch ? [] : [{ name: 'robots', content: 'noindex' }]),
        ]
      : [{ title: 'Stand Not Found — Drip Cotton Candy' }],
  }),
  '/forgot-password': () => ({
    meta: [
      { title: 'Forgot your password — Drip Cotton Candy' },
      { name: 'description', content: 'Get a link to choose a new password for your Drip Cotton Candy account.' },
    ],
  }),
  '/': () => ({ meta: pageMeta('/') }),
  '/login': () => ({
    meta: [
      { title: 'Login — Drip Cotton Candy' },
      { name: 'description', content: 'Sign in or create a Drip Cotton Candy account to save your game progress and take academy courses.' },
    ],
  }),
  '/newsletter/unsubscribe': () => ({ meta: [{ title: 'Unsubscribe — Drip Cotton Candy' }, { name: 'robots', content: 'noindex' }] }),
  '/order/$orderNumber': ({ params }: HeadContext<never, 'orderNumber'>) => ({
    meta: [
      { title: `Order ${params.orderNumber.toUpperCase()} — Drip Cotton Candy` },
      { name: 'description', content: 'Your Drip Cotton Candy order confirmation.' },
      // An order page is personal: keep it out of search engines.
      { name: 'robots', content: 'noindex' },
    ],
  }),
  '/private-events': () => ({ meta: pageMeta('/private-events') }),
  '/reset-password': () => ({ meta: [{ title: 'Choose a new password — Drip Cotton Candy' }, { name: 'robots', content: 'noindex' }] }),
  '/shop': () => ({ meta: pageMeta('/shop') }),
  // The server writes the full head (canonical, link preview, Product data); this keeps the title right in the browser.
  '/shop_/$slug': ({ loaderData: product }: HeadContext<RouterOutputs['shop']['product']>) => ({
    meta: product
      ? [{ title: `${product.name} — Drip Cotton Candy` }, { name: 'description', content: product.description || product.name }]
      : [{ title: 'Product Not Found — Drip Cotton Candy' }],
  }),
  '/track-order': () => ({
    meta: [
      { title: 'Track Your Order — Drip Cotton Candy' },
      { name: 'description', content: 'Find your Drip Cotton Candy order by its number and email and see where it is.' },
    ],
  }),
};
