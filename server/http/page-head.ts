import { centsToDollars } from '@shared/money';
import { NOT_FOUND_TEXT, PAGE_TEXTS, SITE_NAME, type PublicPagePath } from '@shared/schemas/page-heads';
import { productPath, rasterImageOf } from '@shared/product-pages';
import { escapeHtml } from '../services/escape-html';
import { standPreviewPath } from '@shared/fundraiser-paths';
import { standDescription } from '@shared/stand-description';
import { isPrivatePage } from './private-pages';
import type { AppCaller } from './public-caller';

/** What the server knows about a page before the browser renders it: its status and what goes in its head. */
export type PageHead = {
  status: 200 | 404;
  title: string;
  description: string;
  /** Pages a search engine should not list (carts, accounts, the back office, 404s) have no canonical address. */
  indexable: boolean;
  /** The page's own path, without query string, for canonical and og:url (a not-found page's: see NOT_FOUND_PAGES). */
  path: string;
  ogType: 'website' | 'article';
  /** A path or an absolute address; made absolute when written. */
  image: string;
  imageAlt: string;
  /** schema.org objects, written as application/ld+json (data, never executed). */
  jsonLd: Record<string, unknown>[];
};

// Link previews show raster pictures only: an item's own picture when it is one, the site's share card otherwise.
const DEFAULT_IMAGE = '/images/share-card.png';
const DEFAULT_IMAGE_ALT = 'Drip Cotton Candy: sweet indulgence with attitude';
const previewable = (image: string | null | undefined): image is string => !!image && !/\.svg$/i.test(image);

const MAX_DESCRIPTION = 200;

/** A description of at most 200 characters, cut at a word with an ellipsis. */
function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= MAX_DESCRIPTION) return flat;
  const cut = flat.slice(0, MAX_DESCRIPTION - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_DESCRIPTION / 2))}…`;
}

function staticHead(path: PublicPagePath, extra: Partial<PageHead> = {}): PageHead {
  const text = PAGE_TEXTS[path];
  return {
    status: 200,
    title: text.title,
    description: text.description,
    indexable: true,
    path,
    ogType: 'website',
    image: DEFAULT_IMAGE,
    imageAlt: DEFAULT_IMAGE_ALT,
    jsonLd: [],
    ...extra,
  };
}

/**
 * The not-found pages, one address for each kind, at which it is rendered once and kept: a path no route knows, and
 * an unknown post, stand or course ("~" is in no id or slug the site makes; a stand slug with it is refused as
 * unknown). Every made-up address of a kind is answered with that one page, so a flood of them renders nothing.
 */
export const NOT_FOUND_PAGES = {
  route: '/~',
  post: '/blog/~',
  stand: '/fluff-fundraiser/stands/~',
  group: '/fluff-fundraiser/groups/~',
  course: '/academy/course/~',
  product: '/shop/~',
} as const;

function notFound(kind: keyof typeof NOT_FOUND_PAGES): PageHead {
  return { ...staticHead('/'), ...NOT_FOUND_TEXT, status: 404, indexable: false, path: NOT_FOUND_PAGES[kind], jsonLd: [] };
}

function isPublicPagePath(path: string): path is PublicPagePath {
  return Object.hasOwn(PAGE_TEXTS, path);
}

/** A caller's NOT_FOUND (an unknown post or course) is a 404 page; anything else is the server's problem. */
async function orNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error && typeof error === 'object' && 'code' in error && error.code === 'NOT_FOUND') return null;
    if (error && typeof error === 'object' && 'code' in error && error.code === 'BAD_REQUEST') return null;
    throw error;
  }
}

/**
 * The head of the page at `path`, read through the public procedures as an anonymous visitor sees them, so a
 * draft, an unpublished course or an inactive product never reaches a search engine.
 */
export async function pageHeadFor(path: string, caller: AppCaller, publicUrl: string): Promise<PageHead> {
  const absolute = (target: string) => new URL(target, publicUrl).href;
  if (path === '/' || path === '/contact') {
    const { contact } = await caller.content.settings();
    return staticHead(path, { jsonLd: [localBusiness(contact, publicUrl)] });
  }
  if (path === '/shop') {
    const products = await caller.shop.products();
    return staticHead(path, {
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          itemListElement: products.map((product, index) => {
            const prices = (product.hasVariants ? product.variants.map((v) => v.priceCents) : [product.priceCents]).filter(
              (price): price is number => price !== null,
            );
            const picture = rasterImageOf(product.image?.url);
            const onSale = product.hasVariants ? product.variants.some((v) => v.stockLeft === null || v.stockLeft > 0) : product.stockLeft !== 0;
            return {
              '@type': 'ListItem',
              position: index + 1,
              item: {
                '@type': 'Product',
                name: product.name,
                description: shorten(product.description),
                url: absolute(productPath(product.slug)),
                image: picture ? absolute(picture) : undefined,
                offers:
                  prices.length === 0
                    ? undefined
                    : {
                        '@type': 'AggregateOffer',
                        priceCurrency: 'USD',
                        lowPrice: centsToDollars(Math.min(...prices)),
                        highPrice: centsToDollars(Math.max(...prices)),
                        offerCount: prices.length,
                        availability: onSale ? IN_STOCK : OUT_OF_STOCK,
                      },
              },
            };
          }),
        },
      ],
    });
  }
  if (path === '/events') {
    const { items } = await caller.content.events({ limit: 24 });
    return staticHead(path, {
      jsonLd: items.map((event) => ({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: event.title,
        description: shorten(event.description),
        startDate: `${event.eventDate}T${event.startTime}`,
        ...(event.endTime ? { endDate: `${event.eventDate}T${event.endTime}` } : {}),
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        eventStatus: 'https://schema.org/EventScheduled',
        location: { '@type': 'Place', name: event.location, address: event.address },
        organizer: { '@type': 'Organization', name: SITE_NAME, url: publicUrl },
      })),
    });
  }
  if (path === '/academy') {
    const courses = await caller.academy.courses();
    return staticHead(path, { jsonLd: courses.map((course) => courseLd(course, publicUrl)) });
  }
  const post = /^\/blog\/([^/]+)$/.exec(path);
  if (post) {
    const found = await orNotFound(caller.blog.post({ idOrSlug: decodeURIComponent(post[1]!) }));
    if (!found) return notFound('post');
    const description = shorten(found.excerpt);
    return {
      ...staticHead('/blog'),
      title: `${found.title} — ${SITE_NAME}`,
      description,
      path: `/blog/${found.id}`,
      ogType: 'article',
      image: previewable(found.featuredImage) ? found.featuredImage : DEFAULT_IMAGE,
      imageAlt: previewable(found.featuredImage) ? found.title : DEFAULT_IMAGE_ALT,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: found.title,
          description,
          datePublished: found.publishedAt.toISOString(),
          author: { '@type': 'Person', name: found.author },
          publisher: { '@type': 'Organization', name: SITE_NAME, url: publicUrl },
          mainEntityOfPage: absolute(`/blog/${found.id}`),
          ...(found.featuredImage ? { image: absolute(found.featuredImage) } : {}),
        },
      ],
    };
  }
  const stand = /^\/fluff-fundraiser\/stands\/([^/]+)$/.exec(path);
  if (stand) {
    const found = await orNotFound(caller.fundraiser.stand({ slug: decodeURIComponent(stand[1]!) }));
    if (!found) return notFound('stand');
    return {
      ...staticHead('/fluff-fundraiser'),
      title: `${found.name} — Fluff Fundraiser stand — ${SITE_NAME}`,
      description: shorten(standDescription(found)),
      // A kid's page is noindex (meta and X-Robots-Tag) unless the parent opted in to search engines.
      indexable: found.listedInSearch,
      path: `/fluff-fundraiser/stands/${found.slug}`,
      // The approved photo (only with the parent's consent), or a card with the public name and goal.
      image: previewable(found.photoUrl) ? found.photoUrl : standPreviewPath(found.slug),
      imageAlt: `${found.name}'s Fluff Fundraiser stand`,
    };
  }
  const group = /^\/fluff-fundraiser\/groups\/([^/]+)$/.exec(path);
  if (group) {
    const found = await orNotFound(caller.fundraiser.group({ slug: decodeURIComponent(group[1]!) }));
    if (!found) return notFound('group');
    return {
      ...staticHead('/fluff-fundraiser'),
      title: `${found.name} — Fluff Fundraiser group — ${SITE_NAME}`,
      description: shorten(`The Fluff Fundraiser stands raising money for ${found.name} in ${found.city}.`),
      // It lists kids' stands: kept out of search engines like the stand pages.
      indexable: false,
      path: `/fluff-fundraiser/groups/${found.slug}`,
    };
  }
  const product = /^\/shop\/([^/]+)$/.exec(path);
  if (product) {
    const found = await orNotFound(caller.shop.product({ slug: decodeURIComponent(product[1]!) }));
    if (!found) return notFound('product');
    const picture = rasterImageOf(found.image?.url);
    return {
      ...staticHead('/shop'),
      title: `${found.name} — ${SITE_NAME}`,
      description: shorten(found.description || found.name),
      path: productPath(found.slug),
      image: picture ?? DEFAULT_IMAGE,
      imageAlt: picture ? found.image?.alt || found.name : DEFAULT_IMAGE_ALT,
      jsonLd: [productLd(found, publicUrl)],
    };
  }
  const course = /^\/academy\/course\/([^/]+)$/.exec(path);
  if (course) {
    const found = await orNotFound(caller.academy.course({ courseId: decodeURIComponent(course[1]!) }));
    if (!found) return notFound('course');
    return {
      ...staticHead('/academy'),
      title: `${found.title} — Business Academy — ${SITE_NAME}`,
      description: shorten(found.description),
      path,
      image: previewable(found.imageUrl) ? found.imageUrl : DEFAULT_IMAGE,
      imageAlt: previewable(found.imageUrl) ? found.title : DEFAULT_IMAGE_ALT,
      jsonLd: [courseLd(found, publicUrl)],
    };
  }
  if (isPublicPagePath(path)) return staticHead(path);
  if (isPrivatePage(path)) {
    return { ...staticHead('/'), title: SITE_NAME, indexable: false, path };
  }
  return notFound('route');
}

type ProductForLd = Awaited<ReturnType<AppCaller['shop']['product']>>;

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/**
 * A product's schema.org data: one Offer per size (or one for a product without sizes) with its price and whether
 * any is left, and a raster picture (search engines' product results take no SVG).
 */
function productLd(product: ProductForLd, publicUrl: string) {
  const url = new URL(productPath(product.slug), publicUrl).href;
  const offer = (priceCents: number, stockLeft: number | null, name?: string) => ({
    '@type': 'Offer',
    ...(name ? { name } : {}),
    url,
    priceCurrency: 'USD',
    price: centsToDollars(priceCents),
    availability: stockLeft === null || stockLeft > 0 ? IN_STOCK : OUT_OF_STOCK,
    itemCondition: 'https://schema.org/NewCondition',
  });
  const offers = product.hasVariants
    ? product.variants.map((variant) => offer(variant.priceCents, variant.stockLeft, variant.size))
    : product.priceCents === null
      ? []
      : [offer(product.priceCents, product.stockLeft)];
  const pictures = [product.image?.url, ...product.pictures.map((p) => p.url)].map(rasterImageOf).filter((url): url is string => url !== null);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: shorten(product.description || product.name),
    url,
    sku: product.id,
    brand: { '@type': 'Brand', name: SITE_NAME },
    image: [...new Set(pictures)].map((picture) => new URL(picture, publicUrl).href),
    offers,
  };
}

function courseLd(course: { id: string; title: string; description: string }, publicUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: shorten(course.description),
    url: new URL(`/academy/course/${course.id}`, publicUrl).href,
    provider: { '@type': 'Organization', name: SITE_NAME, sameAs: publicUrl },
  };
}

function localBusiness(contact: { phone: string; email: string; address: string; hoursText: string } | null, publicUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: SITE_NAME,
    description: PAGE_TEXTS['/'].description,
    url: publicUrl,
    image: new URL(DEFAULT_IMAGE, publicUrl).href,
    ...(contact ? { telephone: contact.phone, email: contact.email, address: contact.address } : {}),
    areaServed: 'Atlanta, GA',
  };
}

/**
 * JSON inside a script element ends at the first "</script"; escaping "<" (and the line separators some parsers
 * stumble on) keeps any text staff typed from closing it.
 */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The head elements for a page. Each carries data-server-head: the browser's router removes them when it starts and
 * writes its own, so a page changed in the browser never keeps the first page's title.
 */
export function renderHead(head: PageHead, publicUrl: string): string {
  const url = new URL(head.path, publicUrl).href;
  const image = new URL(head.image, publicUrl).href;
  const tag = (html: string) => `    ${html.replace(/^<(\w+)/, '<$1 data-server-head')}\n`;
  const meta = (key: 'name' | 'property', name: string, content: string) => tag(`<meta ${key}="${name}" content="${escapeHtml(content)}" />`);
  let html = tag(`<title>${escapeHtml(head.title)}</title>`);
  html += meta('name', 'description', head.description);
  if (head.indexable) html += tag(`<link rel="canonical" href="${escapeHtml(url)}" />`);
  else html += meta('name', 'robots', 'noindex');
  html += meta('property', 'og:site_name', SITE_NAME);
  html += meta('property', 'og:type', head.ogType);
  html += meta('property', 'og:title', head.title);
  html += meta('property', 'og:description', head.description);
  html += meta('property', 'og:url', url);
  html += meta('property', 'og:image', image);
  html += meta('property', 'og:image:alt', head.imageAlt);
  html += meta('name', 'twitter:card', 'summary_large_image');
  html += meta('name', 'twitter:title', head.title);
  html += meta('name', 'twitter:description', head.description);
  html += meta('name', 'twitter:image', image);
  for (const data of head.jsonLd) html += tag(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  return html;
}
