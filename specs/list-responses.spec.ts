// reader-experience §3 Catalog (responses, responsesCount, clappers) and §8 'Response closed': the parent-kind
// rules of core/responses/responses.ts (respondRefusal) and core/claps/clap-rules.ts (catalogClapTarget with
// clapRefusal). A response may answer a story or a list by the same rules; a list only its owner sees is no list
// at all to anyone else; a list is clapped as a story is, by anyone but its owner, and only when public.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogClapTarget, clapRefusal } from '../core/claps/clap-rules.ts';
import { respondRefusal, RESPONSE_PARENT_KINDS, noParentMessage, RESPONSE_MESSAGES, type RespondableParent } from '../core/responses/responses.ts';

const ids = fc.constantFrom('u1', 'u2', 'u3');
const parents: fc.Arbitrary<RespondableParent> = fc.record({
  kind: fc.constantFrom(...RESPONSE_PARENT_KINDS),
  readable: fc.boolean(),
  locked: fc.boolean(),
  rootKind: fc.constantFrom(...RESPONSE_PARENT_KINDS),
  rootCreatorId: ids,
  rootPrivate: fc.boolean(),
});
const viewers = fc.option(ids, { nil: null });

describe('reader-experience §3 Catalog responses: who may respond under a story or a list', () => {
  it("someone else's private list is answered as no list at all; its owner is refused only for a closed or gone parent", () => {
    fc.assert(
      fc.property(parents, viewers, (parent, viewer) => {
        const refusal = respondRefusal(parent, viewer);
        if (parent.rootPrivate && viewer !== parent.rootCreatorId) expect(refusal).toBe('noParent');
        else expect(refusal).toBe(!parent.readable ? 'parentGone' : parent.locked ? 'closed' : null);
      }),
    );
  });

  it('§8 Response closed: a closed thread refuses every reader who can see it, whatever kind its root is', () => {
    fc.assert(
      fc.property(parents, ids, (parent, viewer) => {
        const visible = { ...parent, readable: true, locked: true, rootPrivate: false };
        expect(respondRefusal(visible, viewer)).toBe('closed');
        expect(respondRefusal({ ...visible, rootKind: 'POST' }, viewer)).toBe(respondRefusal({ ...visible, rootKind: 'CATALOG' }, viewer));
      }),
    );
    expect(RESPONSE_MESSAGES.closed).toBe('The author has closed discussion for this story/list. We are unable to save changes to your response.');
  });

  it('no parent at all is refused, and the message names what was answered', () => {
    fc.assert(
      fc.property(viewers, (viewer) => {
        expect(respondRefusal(null, viewer)).toBe('noParent');
      }),
    );
    expect(noParentMessage('POST')).toBe('There is no such story to respond to.');
    expect(noParentMessage('CATALOG')).toBe('There is no such list to respond to.');
  });
});

describe('reader-experience §3 Catalog clappers: who may clap a list', () => {
  const lists = fc.record({ userId: ids, visibility: fc.constantFrom('PUBLIC', 'PRIVATE', 'LOCKED') });
  it('a list is clapped only when public and never by its owner; signed out asks to sign in', () => {
    fc.assert(
      fc.property(fc.option(lists, { nil: null }), viewers, (list, viewer) => {
        const refusal = clapRefusal(viewer === null ? null : catalogClapTarget(list, viewer), viewer);
        if (viewer === null) expect(refusal).toBe('signIn');
        else if (!list) expect(refusal).toBe('notAvailable');
        else if (list.userId === viewer) expect(refusal).toBe('ownStory');
        else expect(refusal).toBe(list.visibility === 'PUBLIC' ? null : 'notAvailable');
      }),
    );
  });
});
