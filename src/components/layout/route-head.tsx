import { useRouterState } from '@tanstack/react-router';
import { headTags, type MetaTag } from '@/lib/head-tags';

/**
 * The head tags the routes' `head` declare, in the browser: the title and the meta tags (description, Open Graph,
 * article), React placing them in the document's head. The deepest route's tag wins over a parent's of the same name
 * or property, as with TanStack Router's HeadContent; the routes declare nothing else (no links, scripts or styles),
 * which is all that component adds, along with the code for them.
 */
export function RouteHead() {
  // Selected as text, so the component renders again only when a tag changes, not on every change of the router's state.
  const metas = JSON.parse(useRouterState({ select: (state) => JSON.stringify(state.matches.map((match) => match.meta ?? [])) })) as (MetaTag | null)[][];
  const tags = headTags(metas);
  return <>{tags.map((meta) => (meta.title === undefined ? <meta key={JSON.stringify(meta)} {...meta} /> : <title key="title">{meta.title}</title>))}</>;
}
