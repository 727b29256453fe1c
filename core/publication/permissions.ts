// Issue 22, platform-reference §3 collection roles (OWNER, EDITOR, WRITER): the ONE table of who may do what in a
// publication. Everything that asks "may this person …" in a publication reads `can` — the server's mutations, the
// pages that show or hide an action, the settings pages (pubsite: `can(role, 'changeSettings')`). A role's
// permissions include every permission of the roles below it (OWNER ⊇ EDITOR ⊇ WRITER); specs/publication-
// permissions.spec.ts checks that no role ever holds a permission of a higher role that it should not.
import type { CollectionRole } from '../content/entities.ts';

export const PUBLICATION_PERMISSIONS = [
  /** Submit one's own draft for review (with enable_submissions_v2), or publish it in the publication without it. */
  'submit',
  /** Publish in the publication without review: an editor's own stories, and accepting a writer's submission. */
  'publish',
  /** Review submissions: request changes, accept, reject; edit the publication's stories. */
  'edit',
  /** Pick and order the featured stories. */
  'feature',
  /** Remove a writer or an editor below oneself. */
  'removeMembers',
  /** Change the publication's settings (Info & Homepage, Navigation, Subpages, About, SEO). */
  'changeSettings',
  /** Issue 23: see the publication's stats (/{publication}/stats, its overview and its digests). */
  'viewStats',
  /** Invite editors and writers, and change their roles. */
  'invite',
  /** Delete the publication. */
  'delete',
] as const;
export type PublicationPermission = (typeof PUBLICATION_PERMISSIONS)[number];

/** The roles from the lowest to the highest. */
export const ROLE_RANKS: readonly CollectionRole[] = ['WRITER', 'EDITOR', 'OWNER'];

/** The lowest role that holds each permission: every role at or above it holds it too. */
const LOWEST_ROLE: Readonly<Record<PublicationPermission, CollectionRole>> = {
  submit: 'WRITER',
  publish: 'EDITOR',
  edit: 'EDITOR',
  feature: 'EDITOR',
  removeMembers: 'EDITOR',
  changeSettings: 'EDITOR',
  viewStats: 'EDITOR',
  invite: 'OWNER',
  delete: 'OWNER',
};

export const rankOf = (role: CollectionRole): number => ROLE_RANKS.indexOf(role);

/** Whether a role (null: no role in the publication) may do something there. */
export function can(role: CollectionRole | null | undefined, permission: PublicationPermission): boolean {
  if (role === null || role === undefined) return false;
  return rankOf(role) >= rankOf(LOWEST_ROLE[permission]);
}

/** Every permission of a role. */
export const permissionsOf = (role: CollectionRole | null): ReadonlySet<PublicationPermission> =>
  new Set(PUBLICATION_PERMISSIONS.filter((p) => can(role, p)));

/** Whether `actor` may remove `target` from the publication (anyone may leave: that is `target === actor`). */
export function mayRemove(actor: { userId: string; role: CollectionRole | null }, target: { userId: string; role: CollectionRole }): boolean {
  if (actor.userId === target.userId) return actor.role !== null;
  if (!can(actor.role, 'removeMembers') || actor.role === null) return false;
  // An owner removes anyone; an editor only those below.
  return actor.role === 'OWNER' || rankOf(actor.role) > rankOf(target.role);
}

/** The roles an invitation may offer (ownership is given by changing a member's role, not by inviting). */
export const INVITABLE_ROLES = ['EDITOR', 'WRITER'] as const satisfies readonly CollectionRole[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];
export const isInvitableRole = (value: unknown): value is InvitableRole => value === 'EDITOR' || value === 'WRITER';

/** A publication's people rules' messages (issue 22 bad input), shown as they are. */
export const PEOPLE_MESSAGES = {
  lastOwner: 'A publication needs at least one owner. Make someone else an owner first.',
  unknownUser: (who: string) => `There is no user named ${who}. Check the username or e-mail address.`,
  alreadyMember: (who: string) => `${who} is already on this publication’s masthead.`,
  alreadyInvited: (who: string) => `${who} has already been invited.`,
  selfInvite: 'You are already on this publication’s masthead.',
  notAllowed: 'Only the publication’s owners can do that.',
  notAllowedRemove: 'You can only remove writers and editors below your own role.',
  noInvitation: 'That invitation is no longer open.',
  notMember: 'That person is not on this publication’s masthead.',
} as const;
