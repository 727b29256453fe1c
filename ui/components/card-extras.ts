// What a list may add to its story cards (issue 18, Home): a menu on each card ('Show more / Show less like this')
// and, for a card the reader asked to see less of, what shows in its place. Absent (every other list): plain cards.
import { createContext, type ReactNode } from 'react';
import type { PostCardData } from '../post-card-fields.ts';

export type CardExtras = {
  menu(post: PostCardData): ReactNode;
  /** What shows instead of the card; null: the card itself. */
  replacement(post: PostCardData): ReactNode;
};

export const CardExtrasContext = createContext<CardExtras | null>(null);
