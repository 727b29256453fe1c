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

export function decideEdgeCache(request: EdgeCacheRequest, page: EdgeCachePage): EdgeCacheDecision {
  return foldEdgeCache(decisionEvents(request, page));
}
