// platform-reference §9: the edge-cache decision for one request and page, the machine's final state.
import { initialTransition, transition } from 'xstate';
import { decisionEvents, type EdgeCacheEvent, type EdgeCacheGroup, type EdgeCachePage, type EdgeCacheReason, type EdgeCacheRequest } from './edge-cache.ts';
import { edgeCacheMachine } from './edge-cache.machine.ts';

export type EdgeCacheDecision = { group: EdgeCacheGroup; tags: readonly string[]; reasons: readonly EdgeCacheReason[] };

/** Folds events through the machine, purely (no actor is started). */
export function foldEdgeCache(events: readonly EdgeCacheEvent[]): EdgeCacheDecision {
  let [snapshot] = initialTransition(edgeCacheMachine);
  for (const event of events) [snapshot] = transition(edgeCacheMachine, snapshot, event);
  const group = snapshot.value as EdgeCacheGroup;
  return { group, tags: group === 'Enabled' ? snapshot.context.tags : [], reasons: snapshot.context.reasons };
}

/** How many decisions are remembered: past it the memory starts again (a page's events repeat from reader to reader). */
export const DECISION_MEMORY = 2000;

/**
 * The decision for a request and a page. The fold is pure, so the same events always decide the same: each decision
 * is remembered by its events, and the machine runs once per kind of request and page rather than on every request
 * (issue 19: xstate's pure transition builds an actor for each event it folds).
 */
export function decisionMemory(size = DECISION_MEMORY): (request: EdgeCacheRequest, page: EdgeCachePage) => EdgeCacheDecision {
  const remembered = new Map<string, EdgeCacheDecision>();
  return (request, page) => {
    const events = decisionEvents(request, page);
    const key = JSON.stringify(events);
    const known = remembered.get(key);
    if (known) return known;
    const decision = foldEdgeCache(events);
    if (remembered.size >= size) remembered.clear();
    remembered.set(key, decision);
    return decision;
  };
}

export const decideEdgeCache = decisionMemory();
