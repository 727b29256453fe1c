// A route's name said in the reader's words, for the not-built screen: a publication's /featured is the
// 'Publication featured' page, not the 'publication-profile' page whose layout it shares. The route table's
// internal words (collection, catalog, post) become the product's (publication, list, story).
const WORDS: Readonly<Record<string, string>> = { collection: 'publication', catalog: 'list', catalogs: 'lists', post: 'story', posts: 'stories', me: 'your', user: 'profile', acct: 'account' };

export function routeLabel(routeName: string): string {
  const words = routeName
    .replace(/^(Show|Api|Redirect|Acct|Feed)(?=[A-Z])/, '')
    .split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/)
    .filter(Boolean)
    .map((w) => {
      const lower = w.toLowerCase();
      return WORDS[lower] ?? lower;
    });
  const text = words.join(' ') || routeName;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
