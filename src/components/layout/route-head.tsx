import { useRouterState } from '@tanstack/react-router';

type MetaTag = { title?: string; name?: string; property?: string; content?: string };

/**
 * The head tags the routes' `head` declare, in the browser: the title and the meta tags (description, Open Graph,
 * article), React placing them in the document's head. The deepest route's tag wins over a parent's of the same name
 * or property, as with TanStack Router's HeadContent; the routes declare nothing else (no links, scripts or styles),
 * which is all that component adds, along with the code for them.
 */
export function RouteHead() {
  // Selected as text, so the component renders again only when a tag changes, not on every change of the router's state.
  const metas = JSON.parse(useRouterState({ select: (state) => JSON.stringify(state.matches.map((match) => match.meta ?? [])) })) as (MetaTag | null)[][];
  const tags: MetaTag[] = [];
  const seen = new Set<string>();
  let title: string | undefined;
  for (const list of metas.reverse()) {
    for (const meta of list.reverse()) {
      if (!meta) continue;
      if (meta.title) {
        title ??= meta.title;
        continue;
      }
      const key = meta.name ?? meta.property;
      if (key && seen.has(key)) continue;
      if (key) seen.add(key);
      tags.push(meta);
    }
  }
  tags.reverse();
  return (
    <>
      {title === undefined ? null : <title>{title}</title>}
      {tags.map((meta) => (
        <meta key={JSON.stringify(meta)} {...meta} />
      ))}
    </>
  );
}
