// What every list of stories asks for: the operation type and the fields a PostCard shows. Apart from
// ui/queries.ts so that pages with their own queries (a publication's homepage, the following feed) do not
// carry every other page's operations.
import type { ImageMetadata } from '../core/content/paragraph.ts';

export type Operation<TData, TVars extends Record<string, unknown>> = {
  name: string;
  source: string;
  /** Phantom fields carrying the types; never set. */
  readonly __data?: TData;
  readonly __vars?: TVars;
};

/** The fields a PostCard shows. */
export const POST_CARD_FIELDS = /* GraphQL */ `
  id
  title
  subtitle
  url
  isLocked
  readingTime
  firstPublishedAt
  statusForCollection
  previewImage { id originalWidth originalHeight alt }
  creator { id name username imageId url }
  collection { id name slug url }
  primaryTopic { id slug name }
`;

export type PostCardData = {
  id: string;
  title: string;
  subtitle: string;
  url: string;
  isLocked: boolean;
  readingTime: number;
  firstPublishedAt: number | null;
  statusForCollection: string | null;
  previewImage: ImageMetadata | null;
  creator: { id: string; name: string; username: string; imageId: string | null; url: string };
  collection: { id: string; name: string; slug: string; url: string } | null;
  primaryTopic: { id: string; slug: string; name: string } | null;
};

export type PagingData = { limit: number; to: string } | null;
