// platform-reference §2.1 topics: /topic/{topicSlug}/edit and /topic/{topicSlug}/add-posts, staff curating a topic —
// its description, and which published stories it holds (a story joins a topic by its address or id, and can be
// taken out). Staff are the operator's (QUIRE_STAFF_USERNAMES); everyone else is refused.
import { postIdFromParam } from '../content/post-id.ts';

export const TOPIC_DESCRIPTION_MAX = 280;

export const TOPIC_CURATION_MESSAGES = {
  staffOnly: 'Only staff can curate topics.',
  descriptionTooLong: `A topic description is at most ${TOPIC_DESCRIPTION_MAX} characters.`,
  noStory: 'Give the address or id of a story.',
  notPublished: 'There is no published story at that address.',
  noTopic: 'There is no such topic.',
} as const;

/** The description as staff typed it: trimmed, at most TOPIC_DESCRIPTION_MAX characters. */
export function checkTopicDescription(text: string): { ok: true; value: string } | { ok: false; message: string } {
  const value = text.trim();
  return [...value].length > TOPIC_DESCRIPTION_MAX ? { ok: false, message: TOPIC_CURATION_MESSAGES.descriptionTooLong } : { ok: true, value };
}

/**
 * The story a staff member names: a story's address on this site or any (…/p/{id}, …/@{user}/{slug}-{id},
 * …/{publication}/{slug}-{id}, with a query or fragment), or its bare id; null when it names none.
 */
export function storyIdFromReference(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > 2048) return null;
  const path = trimmed.replace(/[?#].*$/, '').replace(/\/+$/, '');
  const last = path.split('/').pop() ?? '';
  return postIdFromParam(last.toLowerCase());
}
