// Issue 18: what For you, Recommended from {product} and Refine recommendations read and write. Implemented by
// adapters/postgres/recommendations.repository.ts.
import type { PostSummary } from '../content/entities.ts';
import type { Candidate, MutableCandidate, ReaderTaste, StoredSignalAction } from '../recommendations/for-you-score.ts';

/** How many candidates the store gathers: the newest listed stories, and per followed writer, publication and topic. */
export type CandidateLimits = { newest: number; perFollowed: number };

/** A newest-stories candidate read for every reader at once: `postedIn` is the publication it was submitted to, accepted or not (a mute of it hides the story). */
export type SharedCandidate = MutableCandidate;

export type GivenSignal = { postId: string; action: StoredSignalAction; createdAt: Date };

export interface RecommendationsRepository {
  /** The candidates for a reader (null: signed out), their mutes already applied; listed stories only; what the score reads of each. */
  candidates(viewerId: string | null, limits: CandidateLimits): Promise<Candidate[]>;
  /** The newest listed stories as candidates, nobody's mutes applied: the same for every reader (issue 19: shared for seconds). */
  newestCandidates(limit: number): Promise<SharedCandidate[]>;
  /** The reader's taste and the candidates from the sources they follow (mutes not applied: the taste has them), in one statement. */
  readerInputs(viewerId: string, perFollowed: number): Promise<{ taste: ReaderTaste; followed: SharedCandidate[] }>;
  /** The cards' fields of these listed stories, in the order asked (one page's worth). */
  summaries(ids: readonly string[]): Promise<PostSummary[]>;
  /** What the store knows of the reader's taste, in one read. */
  taste(viewerId: string): Promise<ReaderTaste>;
  /** Records a signal on a listed story (one upsert: a new one replaces the reader's earlier one); false when there is no such story. */
  setSignal(viewerId: string, postId: string, action: StoredSignalAction, now: Date): Promise<boolean>;
  /** CLEAR_SIGNAL: forgets the reader's signal on the story; true when there was one. */
  clearSignal(viewerId: string, postId: string): Promise<boolean>;
  /** The reader's signals, newest first; `first` at most. */
  signals(viewerId: string, first: number): Promise<GivenSignal[]>;
}
