// The demo corpus as plain rows, ready for bulk insert. Produced by corpus.ts, written by seed.ts.
import type { Paragraph } from '../../../core/content/paragraph.ts';
import type {
  NewNavigationItem,
  NewPost,
  NewPostTag,
  NewPostTopic,
  NewPublication,
  NewPublicationEditor,
  NewPublicationFollow,
  NewTag,
  NewTopic,
  NewUser,
  NewUserFollow,
} from '../database.types.ts';

export type DemoPost = Omit<NewPost, 'body' | 'publishedAt' | 'latestPublishedAt' | 'updatedAt' | 'createdAt'> & {
  body: Paragraph[];
  publishedAt: Date | null;
  latestPublishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export type DemoUser = Omit<NewUser, 'createdAt'> & { createdAt: Date };

export type DemoCorpus = {
  users: DemoUser[];
  publications: NewPublication[];
  editors: NewPublicationEditor[];
  navigationItems: NewNavigationItem[];
  topics: NewTopic[];
  tags: NewTag[];
  posts: DemoPost[];
  postTopics: NewPostTopic[];
  postTags: NewPostTag[];
  userFollows: NewUserFollow[];
  publicationFollows: NewPublicationFollow[];
};
