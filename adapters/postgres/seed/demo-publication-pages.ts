// Issue 22 part B: the demo publications' about text, guidelines for writers and subpages, so a newcomer finds
// /{publication}/about, /write-for-us and /subpage/{slug} filled in at first start. Each PAGE tab of a demo
// publication's navigation gets its subpage; a publication without one gets an 'Our team' subpage and its tab.
// Derived from the corpus alone (no random draws), so the rest of the corpus stays as it was.
import { textToParagraphs } from '../../../core/publication/settings.ts';
import type { DemoCorpus } from './corpus.types.ts';

export type DemoPublicationPages = {
  about: { publicationId: string; about: string; writeForUs: string }[];
  subpages: { id: string; publicationId: string; slug: string; title: string; body: string }[];
  navigationItems: { publicationId: string; position: number; title: string; destination: 'PAGE'; value: string }[];
};

const SUBPAGE_TEXT: Record<string, (name: string) => { title: string; text: string }> = {
  'write-for-us': (name) => ({
    title: 'Write for us',
    text: `# Pitch us\n\n${name} is always looking for new writers. Send a finished draft rather than an outline: we read every submission.\n\n- Write for a curious reader, not an expert\n- Keep it between 800 and 3,000 words\n- Tell us what you learned, not only what you did\n\nWe answer within two weeks.`,
  }),
  'submission-guidelines': (name) => ({
    title: 'Submission guidelines',
    text: `# Before you submit\n\nRead a few recent stories in ${name} to get a feel for our voice.\n\n- One submission at a time, please\n- Original work only; no pieces published elsewhere\n- Add a clear title and a subtitle\n\n> The best pieces answer a question the reader already had.\n\nOur editors may suggest changes before accepting a story.`,
  }),
  'our-team': (name) => ({
    title: 'Our team',
    text: `# Who makes ${name}\n\nA small group of editors reads every submission, works with writers on their drafts and picks the stories we feature.\n\nWe meet every Monday to plan the week. If you want to join us as a writer, start with a submission.`,
  }),
};

export function demoPublicationPagesOf(corpus: Pick<DemoCorpus, 'publications' | 'navigationItems'>): DemoPublicationPages {
  const pages: DemoPublicationPages = { about: [], subpages: [], navigationItems: [] };
  for (const publication of corpus.publications) {
    const nav = corpus.navigationItems.filter((n) => n.publicationId === publication.id);
    pages.about.push({
      publicationId: publication.id,
      about: `${publication.tagline}\n\n${publication.description}\n\nFollow ${publication.name} to see its new stories in your feed, or write for us: our guidelines are on the write-for-us page.`,
      writeForUs: `${publication.name} publishes writers new and established. Write your story as a draft on your own, then submit it to ${publication.name}: an editor reads every submission and answers within two weeks.\n\nWe look for original work, clearly argued, that a curious reader would finish.`,
    });
    const slugs = nav.filter((n) => n.destination === 'PAGE').map((n) => n.value);
    if (slugs.length === 0) {
      slugs.push('our-team');
      pages.navigationItems.push({ publicationId: publication.id, position: nav.length, title: 'Our team', destination: 'PAGE', value: 'our-team' });
    }
    for (const slug of slugs) {
      const make = SUBPAGE_TEXT[slug] ?? ((name: string) => ({ title: slug, text: `A page of ${name}.` }));
      const { title, text } = make(publication.name);
      pages.subpages.push({ id: `${publication.id}-subpage-${slug}`, publicationId: publication.id, slug, title, body: JSON.stringify(textToParagraphs(text)) });
    }
  }
  return pages;
}
