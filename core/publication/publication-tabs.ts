// reader-experience §2.6: a publication's navigation tabs. Each item points at one of the spec's
// destinations; an item that points nowhere (a tag feed without a tag, a URL that is not http(s)) is left
// out rather than shown broken. External links come last, after a divider, and open in a new tab; the
// others keep the order the editors gave them.
import { navigationTarget, type NavigationTarget } from '../routing/links.ts';

export type NavigationItemInput = { title: string; destination: string; value: string };

export type PublicationTab = { title: string; target: NavigationTarget };

export type PublicationTabs = {
  /** In the editors' order. */
  tabs: PublicationTab[];
  /** After a divider; each opens in a new tab. */
  external: PublicationTab[];
};

export function publicationTabs(items: readonly NavigationItemInput[], collectionSlug: string): PublicationTabs {
  const tabs: PublicationTab[] = [];
  const external: PublicationTab[] = [];
  for (const item of items) {
    const title = item.title.trim();
    const target = navigationTarget(item, collectionSlug);
    if (!title || !target) continue;
    (target.kind === 'external' ? external : tabs).push({ title, target });
  }
  return { tabs, external };
}
