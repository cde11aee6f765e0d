// A stand's one-line description, for its page's head in the browser and on the server. Apart from the stand's paths
// so the route tree (in every page's bundle) carries only this.

/** What a stand's page says of it in search results and link previews (public name, group and city only). */
export function standDescription(stand: { name: string; group: { name: string }; city: string }): string {
  return `Support ${stand.name}'s cotton candy stand for ${stand.group.name} in ${stand.city}.`;
}
