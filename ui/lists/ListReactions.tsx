// A public list's claps and responses (reader-experience §3 Catalog: clappers, responses): the story's own clap
// and responses controls with a list as their target (kind CATALOG). Exported by the story page's module
// (ui/pages/PostRoute.tsx) and loaded from it after the list's page hydrates (ui/pages/LibraryPages.tsx), so the
// controls stay in the story page's chunk and neither page's initial JavaScript grows.
import { ClapControl } from '../story-actions/ClapControl.tsx';
import { ResponsesControl } from '../story-actions/ResponsesControl.tsx';
import '../story-actions/post-actions.css';

export type ListReactionsProps = {
  list: { id: string; name: string; creator: { id: string }; clapCount: number; viewerClapCount: number; responsesCount: number };
};

export function ListReactions({ list }: ListReactionsProps) {
  return (
    <div className="post-actions catalog__reactions" role="group" aria-label="List actions">
      <div className="post-actions__start">
        <ClapControl post={{ id: list.id, title: list.name, creator: list.creator, clapCount: list.clapCount, viewerClapCount: list.viewerClapCount }} placement="top" kind="CATALOG" />
        <ResponsesControl post={{ id: list.id, responsesCount: list.responsesCount }} placement="top" parentKind="CATALOG" />
      </div>
    </div>
  );
}
