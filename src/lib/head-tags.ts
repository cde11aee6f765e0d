export type MetaTag = { title?: string; name?: string; property?: string; content?: string };

/**
 * The tags of a page's head, from its matched routes' `meta` lists (the root's first): one title and one tag of each
 * name or property, the deepest route's winning over a parent's, as with TanStack Router's HeadContent. The title
 * comes first, then the other tags in the order the routes declare them.
 */
export function headTags(metas: readonly (readonly (MetaTag | null | undefined)[])[]): MetaTag[] {
  const tags: MetaTag[] = [];
  const seen = new Set<string>();
  let title: string | undefined;
  for (const list of [...metas].reverse()) {
    for (const meta of [...list].reverse()) {
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
  return title === undefined ? tags : [{ title }, ...tags];
}
