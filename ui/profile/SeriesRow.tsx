// A series as a row of a list (a writer's Series tab, Your series): its title linking to it, its description and how
// many of its stories readers can read.
import { YOUR_SERIES_COPY } from '../../core/profile/your-series.ts';

/** One series as a row: its title linking to it, its description and how many stories it holds. */
export function SeriesRow({ series }: { series: { id: string; title: string; description: string; url: string; posts: readonly { id: string }[] } }) {
  return (
    <li className="profile-series">
      <h3 className="profile-series__title">
        <a href={series.url}>{series.title}</a>
      </h3>
      {series.description && <p className="profile-series__description">{series.description}</p>}
      <p className="profile-series__count">{YOUR_SERIES_COPY.partsLabel(series.posts.length)}</p>
    </li>
  );
}

