// Issue 23 part B: the landing pages an operator edits without code — Write (/write, /creators, /creator-tools),
// Earn (/earn, /partner-program), Business (/business) and Verified authors (/verified-authors). Their text is in the
// paragraph model (core/content/paragraph.ts). Until staff edit one, it shows the text below; the first time a staff
// member chooses "Edit this page", the text becomes an unlisted story of theirs in the store, edited in the story
// editor, and the page shows that story's published text from then on.
import type { Paragraph } from '../content/paragraph.ts';

export const LANDING_KEYS = ['write', 'earn', 'business', 'verified-authors'] as const;
export type LandingKey = (typeof LANDING_KEYS)[number];

export const isLandingKey = (value: unknown): value is LandingKey => typeof value === 'string' && (LANDING_KEYS as readonly string[]).includes(value);

/** Which landing page a route shows. */
export const LANDING_OF_ROUTE: Readonly<Record<string, LandingKey>> = {
  ShowLandingWrite: 'write',
  ShowLandingCreators: 'write',
  ShowLandingCreatorTools: 'write',
  ShowLandingEarn: 'earn',
  ShowLandingPartnerProgram: 'earn',
  ShowPartnerProgramLegacy: 'earn',
  ShowLandingBusiness: 'business',
  ShowLandingVerifiedAuthors: 'verified-authors',
};

/** Each page's own address (its canonical path). */
export const LANDING_PATHS: Readonly<Record<LandingKey, string>> = { write: '/write', earn: '/earn', business: '/business', 'verified-authors': '/verified-authors' };

export const APPLY_FOR_VERIFICATION = 'Apply for author verification';

type Block = ['H3' | 'P' | 'ULI', string];

const TEXT: Record<LandingKey, (product: string) => { title: string; blocks: Block[] }> = {
  write: (product) => ({
    title: `Write on ${product}`,
    blocks: [
      ['P', `${product} is a place to think out loud. Anyone can write here, and every story you publish can reach readers who follow you, the topics you choose and the publications you write for.`],
      ['H3', 'How to start'],
      ['ULI', 'Sign in and choose Write: the editor saves as you type, so nothing is lost.'],
      ['ULI', 'Add a title, then write. Headings, quotes, lists, code and images are a keystroke or a click away.'],
      ['ULI', 'Publish when you are ready, now or at a time you choose; your followers hear about it, and readers find it by its topics.'],
      ['H3', 'Grow your audience'],
      ['P', 'Readers can follow you, subscribe to your newsletter and save your stories to their lists. Write for a publication to reach its readers too.'],
    ],
  }),
  earn: (product) => ({
    title: `Earn on ${product}`,
    blocks: [
      ['P', `Members pay for ${product} so that writers can be paid for the stories members read. Each month, a member's payment, net of fees, is shared between the member-only stories they read, in proportion to the time they spent reading each.`],
      ['H3', 'Who can earn'],
      ['ULI', 'Writers who are members themselves and have given their payout details.'],
      ['ULI', 'Stories marked member-only and eligible to earn.'],
      ['H3', 'Getting paid'],
      ['P', 'Earnings are shown per story and month on your dashboard, and paid out to your account once a month.'],
    ],
  }),
  business: (product) => ({
    title: `${product} for teams`,
    blocks: [
      ['P', `Give your team a year of ${product} membership: every story, for everyone you choose. Buy a group gift of up to fifty memberships and hand out a code to each person; each code is one year of membership and does not renew.`],
      ['H3', 'How it works'],
      ['ULI', 'Choose how many memberships you need and pay once.'],
      ['ULI', 'We e-mail you the codes; share them however you like.'],
      ['ULI', 'Each person redeems their code at /redeem and is a member for a year.'],
    ],
  }),
  'verified-authors': (product) => ({
    title: 'Verified authors',
    blocks: [
      ['P', `A verified author on ${product} is a writer whose published books we have confirmed. Readers see it beside their name, so they know the person writing is the author of the books they know.`],
      ['H3', 'How to apply'],
      ['P', `Sign in, then choose ${APPLY_FOR_VERIFICATION} below and tell us about your books. Staff review each request and reply by e-mail.`],
    ],
  }),
};

/** The page's title and its text in the paragraph model, with the product's name. */
export function landingDefault(key: LandingKey, productName: string): { title: string; paragraphs: Paragraph[] } {
  const { title, blocks } = TEXT[key](productName);
  return { title, paragraphs: blocks.map(([type, text], i) => ({ name: `l${i.toString(16)}`, type, text, markups: [] })) };
}

export const VERIFICATION_NOTE_MAX = 1000;
