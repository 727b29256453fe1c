// Issue 23 part B: the landing pages an operator edits without code — About (/about), Membership (/membership: its
// prose; the plans and their prices stay the page's own), Write (/write, /creators, /creator-tools), Earn (/earn,
// /partner-program), Business (/business), Verified authors (/verified-authors) and Jobs (/jobs). Their text is in the paragraph
// model (core/content/paragraph.ts). The text below is each page's default: the server writes it into the store at
// every start for the pages staff have not taken over (landing-pages.repository.ts ensureDefaults). The first time a
// staff member chooses "Edit this page", the stored text becomes an unlisted story of theirs, edited in the story
// editor, and the page shows that story's published text from then on; the defaults never touch it again.
import type { Markup, Paragraph } from '../content/paragraph.ts';

export const LANDING_KEYS = ['about', 'membership', 'write', 'earn', 'business', 'verified-authors', 'jobs'] as const;
export type LandingKey = (typeof LANDING_KEYS)[number];

export const isLandingKey = (value: unknown): value is LandingKey => typeof value === 'string' && (LANDING_KEYS as readonly string[]).includes(value);

/** Which landing page a route shows. */
export const LANDING_OF_ROUTE: Readonly<Record<string, LandingKey>> = {
  ShowLandingAbout: 'about',
  ShowSubscriptionsLanding: 'membership',
  ShowLandingWrite: 'write',
  ShowLandingCreators: 'write',
  ShowLandingCreatorTools: 'write',
  ShowLandingEarn: 'earn',
  ShowLandingPartnerProgram: 'earn',
  ShowPartnerProgramLegacy: 'earn',
  ShowLandingBusiness: 'business',
  ShowLandingVerifiedAuthors: 'verified-authors',
  ShowJobs: 'jobs',
};

/** Each page's own address (its canonical path). */
export const LANDING_PATHS: Readonly<Record<LandingKey, string>> = { about: '/about', membership: '/membership', write: '/write', earn: '/earn', business: '/business', 'verified-authors': '/verified-authors', jobs: '/jobs' };

export const APPLY_FOR_VERIFICATION = 'Apply for author verification';

/** A paragraph: its type, its text, and the links in it as [the linked words, where they go]. */
type Block = ['H3' | 'H4' | 'P' | 'ULI', string, (readonly [string, string])[]?];

const TEXT: Record<LandingKey, (product: string) => { title: string; blocks: Block[] }> = {
  // The About page that was site-pages/about.md, now in the paragraph model.
  about: (product) => ({
    title: `About ${product}`,
    blocks: [
      ['P', `${product} is a place to read and write stories, run on Quire, an open-source, self-hostable publishing and reading platform.`],
      ['P', 'Readers follow the writers, publications and topics they like, clap for stories, highlight passages and respond. Writers publish stories, alone or in publications, for everyone or for members.'],
      [
        'P',
        'This installation is run by its operator, who decides its Rules, its Terms and its Privacy policy. The Status page shows how the server is doing right now.',
        [
          ['Rules', '/rules'],
          ['Terms', '/terms'],
          ['Privacy', '/privacy'],
          ['Status', '/status'],
        ],
      ],
    ],
  }),
  // The membership page's prose; the plans with their prices and buttons come between its lede and the rest
  // (landingSections).
  membership: (product) => ({
    title: `Membership on ${product}`,
    blocks: [
      ['P', `Read every story, support the writers you read, and keep ${product} free of ads. Choose the plan that suits you.`],
      ['H3', 'How membership works'],
      ['H4', 'When am I charged?'],
      ['P', 'When you join, then at the start of each month or year until you cancel.'],
      ['H4', 'Can I cancel?'],
      ['P', 'Any time, in Settings. You keep your membership until the end of the period you paid for, and can take the cancellation back until then.'],
      ['H4', 'Can I change plans?'],
      ['P', 'Yes: from Member to Friend, or monthly to yearly, in Settings. The new plan starts at your next renewal.'],
    ],
  }),
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
  // Jobs: the operator's openings, which only they know; until staff write them, the page says how to ask.
  jobs: (product) => ({
    title: `Work on ${product}`,
    blocks: [
      ['P', `${product} is run by its operator, who lists here any openings they have: the role, where it is, and how to apply.`],
      ['H3', 'Open roles'],
      ['P', 'There are no open roles listed right now.'],
      ['H3', 'Working on Quire itself'],
      ['P', `${product} runs on Quire, an open-source, self-hostable publishing and reading platform. Anyone can help build it: read its code, report a problem or propose a change.`],
    ],
  }),
};

/** The page's title and its text in the paragraph model, with the product's name. */
export function landingDefault(key: LandingKey, productName: string): { title: string; paragraphs: Paragraph[] } {
  const { title, blocks } = TEXT[key](productName);
  return { title, paragraphs: blocks.map(([type, text, links = []], i) => ({ name: `l${i.toString(16)}`, type, text, markups: links.map(([words, href]) => linkMarkup(text, words, href)) })) };
}

function linkMarkup(text: string, words: string, href: string): Markup {
  const start = text.indexOf(words);
  if (start < 0) throw new Error(`A landing page links words it does not have: ${words}`);
  return { type: 'A', start, end: start + words.length, href };
}

const HEADINGS: ReadonlySet<string> = new Set(['H1', 'H2', 'H3', 'H4']);

/**
 * A landing page's lede (the paragraphs before its first heading) and the rest. The membership page shows the plans
 * between the two, so staff who edit its prose keep the plans where readers expect them.
 */
export function landingSections<P extends { type: string }>(paragraphs: readonly P[]): { lede: P[]; rest: P[] } {
  const first = paragraphs.findIndex((p) => HEADINGS.has(p.type));
  return first < 0 ? { lede: [...paragraphs], rest: [] } : { lede: paragraphs.slice(0, first), rest: paragraphs.slice(first) };
}

export const VERIFICATION_NOTE_MAX = 1000;
