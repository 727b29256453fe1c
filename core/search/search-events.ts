// reader-experience §7 and platform-reference §6, §7.5: the search analytics events and the click event.
// Logged-in versus logged-out is tagged on each; bots send no click analytics.
import { ANALYTICS_EVENTS } from '../events/analytics-events.ts';
import type { SearchIndexName } from './search-hits.ts';
import type { SearchScope } from './predictive-search.ts';

export type SearchEvent = { key: string; data: Record<string, string | number | boolean | null> };

const scopeKind = (scope: SearchScope) => scope?.kind ?? null;

export function predictiveOpened(input: { loggedIn: boolean; scope: SearchScope }): SearchEvent {
  return { key: ANALYTICS_EVENTS.predictiveOpened, data: { loggedIn: input.loggedIn, scope: scopeKind(input.scope) } };
}

export function predictiveQueried(input: { query: string; loggedIn: boolean; scope: SearchScope }): SearchEvent {
  return { key: ANALYTICS_EVENTS.predictiveQueried, data: { query: input.query, loggedIn: input.loggedIn, scope: scopeKind(input.scope) } };
}

export type ResultClick = { query: string; queryId: string | null; indexName: SearchIndexName; objectId: string; position: number; loggedIn: boolean };

/** A hit chosen: position is its rank within its index, from 1 (the click event's 'positions'). */
export function predictiveResultClicked(click: ResultClick): SearchEvent {
  return {
    key: ANALYTICS_EVENTS.predictiveResultClicked,
    data: { query: click.query, queryId: click.queryId, indexName: click.indexName, objectId: click.objectId, position: click.position, loggedIn: click.loggedIn },
  };
}

export type SearchClickEventInput = { queryId: string; indexName: SearchIndexName; objectIds: string[]; positions: number[] };

/** platform-reference §7.5 SearchClickEvent, or null when none is sent: bots send none, and a hit without a queryId has nothing to report to. */
export function searchClickEvent(click: ResultClick, bot: boolean): SearchClickEventInput | null {
  if (bot || click.queryId === null) return null;
  return { queryId: click.queryId, indexName: click.indexName, objectIds: [click.objectId], positions: [click.position] };
}

export type ClickCheck = { ok: true; value: SearchClickEventInput } | { ok: false; message: string };

const ID = /^[\w.:-]{1,100}$/;

/** The server's check of a click event: ids of the expected shape, one position (≥ 1) per object id, at most 20. */
export function checkSearchClick(input: { queryId: string; indexName: string; objectIds: readonly string[]; positions: readonly number[] }, isIndex: (s: string) => s is SearchIndexName): ClickCheck {
  if (!ID.test(input.queryId)) return { ok: false, message: 'queryId must be 1 to 100 letters, digits, ., :, _ or -.' };
  if (!isIndex(input.indexName)) return { ok: false, message: 'indexName must be one of users, collections, tags, posts.' };
  if (input.objectIds.length === 0 || input.objectIds.length > 20) return { ok: false, message: 'objectIds takes 1 to 20 ids.' };
  if (input.positions.length !== input.objectIds.length) return { ok: false, message: 'positions takes one position per object id.' };
  if (!input.objectIds.every((id) => ID.test(id))) return { ok: false, message: 'An object id must be 1 to 100 letters, digits, ., :, _ or -.' };
  if (!input.positions.every((p) => Number.isInteger(p) && p >= 1 && p <= 1000)) return { ok: false, message: 'A position is a whole number from 1 to 1000.' };
  return { ok: true, value: { queryId: input.queryId, indexName: input.indexName, objectIds: [...input.objectIds], positions: [...input.positions] } };
}
