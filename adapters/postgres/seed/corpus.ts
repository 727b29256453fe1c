// The deterministic demo corpus (reader-experience §3 entities, platform-reference §3 paragraph types).
// generateDemoCorpus is pure: no I/O, no clock, no Math.random. All randomness comes from a private,
// seeded Faker instance, so the same seed and the same `now` always give deep-equal rows.
// Word banks live at the top as data; the functions below only pick from them and assemble rows.
import { Faker, base, en } from '@faker-js/faker';
import type { Markup, Paragraph, ParagraphType } from '../../../core/content/paragraph.ts';
import { slugify } from '../../../core/content/post-id.ts';
import { readingTimeMinutes } from '../../../core/format/reading-time.ts';
import type {
  CollectionRole,
  NavigationDestination,
  NewPostTag,
  NewPostTopic,
  NewPublicationEditor,
  NewPublicationFollow,
  NewTag,
  NewUserFollow,
  PostVisibility,
} from '../database.types.ts';
import type {
  DemoCorpus,
  DemoNavigationItem,
  DemoPost,
  DemoPublication,
  DemoTopic,
  DemoUser,
} from './corpus.types.ts';

// ---------------------------------------------------------------------------------------------------
// Sizes and rates
// ---------------------------------------------------------------------------------------------------

const USER_COUNT = 72;
/** The last few generated users only read and follow. */
const READER_COUNT = 4;
const PUBLICATION_COUNT = 8;
const POST_COUNT = 600;
/** Every n-th post gets a body that uses all twelve paragraph types. */
const SHOWCASE_EVERY = 12;
/** One post in this many carries a writer's highlight (HIGHLIGHT markup). */
const HIGHLIGHT_EVERY = 5;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const THREE_YEARS_DAYS = 3 * 365;
const POST_WINDOW_DAYS = 540;
const FOLLOW_WINDOW_DAYS = 365;

const DRAFT_RATE = 0.02;
const LOCKED_RATE = 0.2;
/** Of the unlocked posts, so that about 3% of all posts are unlisted. */
const UNLISTED_RATE_OF_UNLOCKED = 0.0375;
/** Chance that a post by a publication member goes into one of their publications (≈40% overall). */
const PUBLICATION_POST_RATE = 0.62;
const PENDING_RATE = 0.07;

// ---------------------------------------------------------------------------------------------------
// Demo users (listed in the README)
// ---------------------------------------------------------------------------------------------------

export type DemoUserIdentity = { readonly username: string; readonly name: string };

export const DEMO_USERS = [
  { username: 'maya_chen', name: 'Maya Chen' },
  { username: 'theo_okafor', name: 'Theo Okafor' },
  { username: 'lena_fischer', name: 'Lena Fischer' },
  { username: 'samir_haddad', name: 'Samir Haddad' },
] as const satisfies readonly DemoUserIdentity[];

const DEMO_USER_PROFILES: readonly { bio: string; topics: readonly string[] }[] = [
  {
    bio: 'Staff engineer in Toronto writing about programming, type systems and the craft of maintaining old code.',
    topics: ['programming', 'technology', 'productivity'],
  },
  {
    bio: 'Novelist and former newspaper editor writing about books, first drafts and the slow work of revision.',
    topics: ['writing', 'books', 'culture'],
  },
  {
    bio: 'Product designer in Berlin writing about interfaces, focus and calmer software.',
    topics: ['design', 'productivity', 'psychology'],
  },
  {
    bio: 'Energy engineer in Lisbon writing about climate, science and the practical side of the energy transition.',
    topics: ['climate', 'science', 'travel'],
  },
];

/** Demo users write far more than the rest, so their profiles look lived in. */
const DEMO_USER_POST_WEIGHT = 12;

// ---------------------------------------------------------------------------------------------------
// Topics and tags
// ---------------------------------------------------------------------------------------------------

type TopicSpec = {
  slug: string;
  name: string;
  description: string;
  /** Lowercase noun phrases a post can be about. */
  concepts: readonly string[];
  /** Lowercase gerund phrases. */
  activities: readonly string[];
  /** Lowercase noun phrases with their article. */
  experiences: readonly string[];
  roles: readonly string[];
  /** What an illustration shows, lowercase with its article. */
  scenes: readonly string[];
  tags: readonly (readonly [slug: string, displayTitle: string])[];
  /** Technical topics get real code snippets in PRE paragraphs. */
  technical?: boolean;
};

const TOPICS: readonly TopicSpec[] = [
  {
    slug: 'technology',
    name: 'Technology',
    description: 'How software, hardware and the networks between them reshape everyday life.',
    concepts: ['digital privacy', 'open standards', 'the attention economy', 'self-hosting', 'battery life', 'planned obsolescence', 'the right to repair', 'smart home devices', 'algorithmic feeds', 'end-to-end encryption', 'local-first software', 'tech regulation'],
    activities: ['leaving social media', 'self-hosting my email', 'repairing my own laptop', 'using a dumb phone', 'moving my photos off the cloud', 'building a home server'],
    experiences: ['a week without notifications', 'a data breach at work', 'a decade of smartphone upgrades', 'my first home server', 'a broken laptop hinge'],
    roles: ['engineer', 'product manager', 'security researcher', 'sysadmin'],
    scenes: ['a cluttered desk with two laptops and a tangle of charging cables', 'a small home server blinking on a bookshelf', 'a phone lying face down next to a cup of coffee', 'rows of servers in a dimly lit data center', 'hands taking apart a laptop on a repair mat'],
    tags: [['privacy', 'Privacy'], ['self-hosting', 'Self-Hosting'], ['gadgets', 'Gadgets']],
    technical: true,
  },
  {
    slug: 'programming',
    name: 'Programming',
    description: 'The craft of writing, testing and maintaining software that other people depend on.',
    concepts: ['technical debt', 'code review', 'type safety', 'test coverage', 'dependency management', 'database migrations', 'error handling', 'premature abstraction', 'observability', 'pair programming', 'legacy code', 'API design'],
    activities: ['rewriting a legacy service', 'migrating to TypeScript', 'deleting half our codebase', 'writing tests first', 'maintaining an open source library', 'debugging production at midnight'],
    experiences: ['a failed rewrite', 'ten years of code reviews', 'my first production outage', 'an open source burnout', 'a month of pair programming'],
    roles: ['developer', 'staff engineer', 'tech lead', 'open source maintainer'],
    scenes: ['a terminal window full of green test output', 'a whiteboard diagram of services and arrows', 'two developers pairing at a standing desk', 'a mechanical keyboard beside a notebook of scribbled function names', 'a laptop showing a diff with red and green lines'],
    tags: [['javascript', 'JavaScript'], ['software-engineering', 'Software Engineering'], ['open-source', 'Open Source']],
    technical: true,
  },
  {
    slug: 'design',
    name: 'Design',
    description: 'Interfaces, typography and the decisions that make products feel obvious.',
    concepts: ['visual hierarchy', 'design systems', 'accessibility', 'whitespace', 'user research', 'typography', 'dark patterns', 'onboarding flows', 'color contrast', 'information architecture', 'microcopy', 'prototyping'],
    activities: ['redesigning a settings page', 'running usability tests on a budget', 'building a design system from scratch', 'designing for screen readers', 'killing my favorite feature', 'sketching on paper again'],
    experiences: ['a failed redesign', 'fifty usability interviews', 'my first design critique', 'a year of design system maintenance', 'a launch nobody noticed'],
    roles: ['designer', 'UX researcher', 'art director', 'front-end developer'],
    scenes: ['a wall of printed wireframes pinned with tape', 'color swatches fanned out on a wooden table', 'a sketchbook open to pages of rough interface sketches', 'a designer pointing at a prototype on a large monitor', 'stacks of type specimen books'],
    tags: [['ux', 'UX'], ['typography', 'Typography'], ['accessibility', 'Accessibility']],
  },
  {
    slug: 'writing',
    name: 'Writing',
    description: 'Drafting, revising and finishing, from personal essays to novels.',
    concepts: ['the first draft', 'voice', 'editing', "writer's block", 'structure', 'the blank page', 'rejection', 'clarity', 'a daily word count', 'revision', 'the personal essay', 'feedback'],
    activities: ['writing every morning', 'finishing a novel draft', 'cutting my best paragraph', 'pitching editors', 'writing without an outline', 'publishing weekly for a year'],
    experiences: ['two hundred rejection letters', 'a year of morning pages', 'a workshop that went badly', 'my first paid essay', 'an abandoned manuscript'],
    roles: ['writer', 'editor', 'novelist', 'essayist'],
    scenes: ['a typewriter with a half-finished page', 'a notebook filled with crossed-out sentences', 'a desk lamp lighting a stack of manuscripts', 'a cup of tea beside an open laptop at dawn', 'index cards arranged across a kitchen floor'],
    tags: [['writing-tips', 'Writing Tips'], ['creative-writing', 'Creative Writing'], ['editing', 'Editing']],
  },
  {
    slug: 'science',
    name: 'Science',
    description: 'Research, discovery and the slow, careful business of finding out what is true.',
    concepts: ['the replication crisis', 'peer review', 'uncertainty', 'scientific models', 'citizen science', 'basic research', 'measurement error', 'the scientific method', 'public trust in science', 'null results', 'open data', 'science communication'],
    activities: ['counting birds for a citizen science project', 'reading papers outside my field', 'replicating a famous experiment', 'teaching statistics to undergraduates', 'building a backyard weather station', 'publishing a null result'],
    experiences: ['a retracted paper', 'six months at a field station', 'my first lab meeting', 'a failed experiment', 'a conference poster session'],
    roles: ['researcher', 'lab technician', 'physicist', 'field biologist'],
    scenes: ['a row of test tubes in a rack under bright lab lights', 'a telescope silhouetted against a starry sky', 'a researcher taking notes beside a river', 'a microscope next to a stack of petri dishes', 'a chalkboard covered in equations'],
    tags: [['research', 'Research'], ['physics', 'Physics'], ['biology', 'Biology']],
  },
  {
    slug: 'health',
    name: 'Health',
    description: 'Bodies, habits and care, written by patients and practitioners alike.',
    concepts: ['sleep', 'strength training', 'chronic pain', 'preventive care', 'nutrition labels', 'recovery', 'burnout', 'walking', 'resting heart rate', 'mental health days', 'hydration', 'long-term habits'],
    activities: ['running my first marathon', 'quitting caffeine', 'walking every evening', 'lifting weights after forty', 'tracking my sleep', 'learning to rest'],
    experiences: ['a year of physical therapy', 'a night shift rotation', 'a sudden diagnosis', 'thirty days without sugar', 'my first half marathon'],
    roles: ['nurse', 'physiotherapist', 'family doctor', 'personal trainer'],
    scenes: ['running shoes on a wet park path at sunrise', 'a kettlebell on a wooden gym floor', 'a nurse walking down a quiet hospital corridor', 'a bowl of oats with berries on a kitchen counter', 'a fitness tracker on a wrist'],
    tags: [['fitness', 'Fitness'], ['sleep', 'Sleep'], ['nutrition', 'Nutrition']],
  },
  {
    slug: 'psychology',
    name: 'Psychology',
    description: 'Why we think, feel and decide the way we do, and what we can change.',
    concepts: ['cognitive bias', 'motivation', 'loneliness', 'habit formation', 'anxiety', 'the sunk cost fallacy', 'self-compassion', 'decision fatigue', 'attention', 'memory', 'procrastination', 'social comparison'],
    activities: ['keeping a worry journal', 'going to therapy', 'changing my mind in public', 'saying no more often', 'meditating every day', 'unlearning perfectionism'],
    experiences: ['a year of therapy', 'a panic attack at work', 'a long stretch of loneliness', 'a decision I still regret', 'a month without social media'],
    roles: ['therapist', 'psychologist', 'counselor', 'behavioral scientist'],
    scenes: ['two armchairs facing each other in a sunlit room', 'a person journaling on a park bench', 'a crowded subway platform seen from above', 'a brain model on a desk next to a stack of books', 'a window with rain streaks and a blurred city behind it'],
    tags: [['mental-health', 'Mental Health'], ['self-improvement', 'Self Improvement'], ['behavior', 'Behavior']],
  },
  {
    slug: 'productivity',
    name: 'Productivity',
    description: 'Doing good work without burning out: focus, planning and rest.',
    concepts: ['deep work', 'the to-do list', 'meetings', 'the inbox', 'time blocking', 'focus', 'context switching', 'the weekly review', 'estimates', 'rest', 'busywork', 'priorities'],
    activities: ['working four days a week', 'going a month without meetings', 'deleting my to-do app', 'answering email once a day', 'time blocking my calendar', 'working from a café'],
    experiences: ['a year of remote work', 'a burnout winter', 'a quarter with no meetings', 'my worst week of context switching', 'a graveyard of productivity apps'],
    roles: ['manager', 'freelancer', 'project manager', 'consultant'],
    scenes: ['a paper planner open next to a mechanical pencil', 'a desk with a single notebook and nothing else', 'a wall calendar covered in colored blocks', 'a laptop showing an empty inbox', 'a kitchen timer on a stack of papers'],
    tags: [['remote-work', 'Remote Work'], ['time-management', 'Time Management'], ['focus', 'Focus']],
  },
  {
    slug: 'politics',
    name: 'Politics',
    description: 'Power, policy and civic life, from city hall to the national stage.',
    concepts: ['local government', 'voter turnout', 'public trust', 'housing policy', 'political polarization', 'civic participation', 'the news cycle', 'campaign finance', 'public transit funding', 'zoning', 'compromise', 'town hall meetings'],
    activities: ['attending city council meetings', 'volunteering at a polling station', 'running for the school board', 'reading the city budget line by line', 'canvassing in the rain', 'arguing politics with my family'],
    experiences: ['a local election I lost', 'a year covering city hall', 'a failed ballot measure', 'a neighborhood zoning fight', 'my first town hall'],
    roles: ['city councilor', 'reporter', 'campaign volunteer', 'policy analyst'],
    scenes: ['a half-empty city council chamber', 'volunteers folding leaflets at a folding table', 'a line of voters outside a school gym', 'protest signs leaning against a brick wall', 'a crowded public hearing room'],
    tags: [['democracy', 'Democracy'], ['policy', 'Policy'], ['local-news', 'Local News']],
  },
  {
    slug: 'culture',
    name: 'Culture',
    description: 'The shared stories, scenes and habits that make up how we live together.',
    concepts: ['nostalgia', 'internet culture', 'fandom', 'the monoculture', 'taste', 'public libraries', 'third places', 'the critic', 'remix culture', 'online communities', 'slow media', 'trends'],
    activities: ['giving up streaming for a year', 'collecting vinyl again', 'joining a neighborhood book club', 'going to the theater alone', 'following a trend on purpose', 'writing fan fiction'],
    experiences: ['a decade of internet subcultures', 'a summer without screens', "my grandmother's record collection", 'a festival that changed my mind', 'the closing of my local bookstore'],
    roles: ['critic', 'curator', 'cultural historian', 'columnist'],
    scenes: ['a crowded street festival at dusk', 'a wall of concert posters in a stairwell', 'a quiet public library reading room', 'a record store bin full of sleeves', 'people sitting on the steps outside a museum'],
    tags: [['pop-culture', 'Pop Culture'], ['internet-culture', 'Internet Culture'], ['art', 'Art']],
  },
  {
    slug: 'music',
    name: 'Music',
    description: 'Listening, playing and making music, on stage and at the kitchen table.',
    concepts: ['practice', 'the album format', 'live music', 'music streaming', 'songwriting', 'perfect pitch', 'the home studio', 'harmony', 'rhythm', 'music theory', 'stage fright', 'the mixtape'],
    activities: ['learning piano at thirty', 'playing in a wedding band', 'recording an album at home', 'busking on weekends', 'relearning my scales', 'going to a concert every week'],
    experiences: ['my first open mic', 'ten years in a touring band', 'a failed crowdfunding campaign', 'a summer music camp', 'a broken guitar neck'],
    roles: ['musician', 'producer', 'session drummer', 'music teacher'],
    scenes: ['a worn acoustic guitar leaning against an amplifier', 'a small stage lit in blue with an empty microphone', 'hands on piano keys in warm light', 'a crowd at an outdoor concert at sunset', 'a home studio with foam panels and a mixing desk'],
    tags: [['songwriting', 'Songwriting'], ['music-production', 'Music Production'], ['jazz', 'Jazz']],
  },
  {
    slug: 'film',
    name: 'Film',
    description: 'Movies and the people who make them, from festival premieres to late-night rewatches.',
    concepts: ['the long take', 'film criticism', 'practical effects', 'the cinema experience', 'screenwriting', 'the sequel', 'film festivals', 'color grading', "the director's cut", 'independent film', 'film scores', 'the streaming era'],
    activities: ['watching every film from one decade', 'making a short film on my phone', 'rewatching old favorites', 'writing a screenplay', 'running a film club', 'seeing films without watching trailers'],
    experiences: ['a week at a film festival', 'a failed short film', 'twenty years of Sunday matinees', 'a job in a projection booth', 'my first visit to a film set'],
    roles: ['filmmaker', 'screenwriter', 'film critic', 'cinematographer'],
    scenes: ['an empty cinema with red velvet seats', 'a film camera on a tripod in a misty field', 'a strip of 35mm film held up to the light', 'a projector beam cutting through a dark room', 'a marquee sign glowing at night'],
    tags: [['movies', 'Movies'], ['screenwriting', 'Screenwriting'], ['documentary', 'Documentary']],
  },
  {
    slug: 'books',
    name: 'Books',
    description: 'Reading, rereading and arguing about books, old and new.',
    concepts: ['rereading', 'the reading list', 'literary fiction', 'the used bookstore', 'marginalia', 'book clubs', 'translation', 'the unfinished book', 'audiobooks', 'the classics', 'reading slowly', 'poetry'],
    activities: ['reading fifty books in a year', 'quitting books halfway', 'reading only translated fiction', 'keeping a commonplace book', 'reading poetry every morning', 'reading the classics I skipped in school'],
    experiences: ['a year of reading slowly', "my grandfather's library", 'a book club that fell apart', 'a summer of Russian novels', 'a used bookstore in Lisbon'],
    roles: ['reader', 'librarian', 'book critic', 'translator'],
    scenes: ['a tall stack of worn paperbacks on a windowsill', 'an open book with pencil notes in the margins', 'a narrow aisle in a used bookstore', 'a reading chair beside a lamp and a full bookshelf', 'a library cart loaded with returned books'],
    tags: [['reading', 'Reading'], ['fiction', 'Fiction'], ['book-reviews', 'Book Reviews']],
  },
  {
    slug: 'travel',
    name: 'Travel',
    description: 'Journeys near and far, and what they change in the people who take them.',
    concepts: ['slow travel', 'the guidebook', 'overtourism', 'travel insurance', 'packing light', 'night trains', 'getting lost', 'jet lag', 'local markets', 'the itinerary', 'solo travel', 'souvenirs'],
    activities: ['traveling with one backpack', 'taking night trains across Europe', 'traveling without a phone', 'house-sitting abroad', 'walking an old pilgrimage route', 'learning a language before a trip'],
    experiences: ['three months in Japan', 'a missed connection in Istanbul', 'a rainy week in Scotland', 'a bus ride across the Andes', 'my first solo trip'],
    roles: ['traveler', 'tour guide', 'travel writer', 'flight attendant'],
    scenes: ['a night train window with lights streaking past', 'a worn backpack on a hostel bunk', 'a narrow cobblestone street at dawn', 'a bustling market stall piled with spices', 'a hiker looking over a foggy valley'],
    tags: [['solo-travel', 'Solo Travel'], ['europe', 'Europe'], ['adventure', 'Adventure']],
  },
  {
    slug: 'food',
    name: 'Food',
    description: 'Cooking, eating and the stories behind what ends up on the table.',
    concepts: ['home cooking', 'fermentation', 'sourdough', 'the family recipe', 'seasonal produce', 'meal planning', 'food waste', 'spice', 'restaurant kitchens', 'the dinner party', 'comfort food', 'knife skills'],
    activities: ['baking bread every week', 'cooking through a single cookbook', 'growing my own vegetables', 'fermenting hot sauce', 'hosting a dinner every Friday', "learning my grandmother's recipes"],
    experiences: ['a summer working the line', 'a failed sourdough starter', 'a month of vegetarian cooking', 'a cooking class in Oaxaca', 'my first dinner party'],
    roles: ['cook', 'chef', 'baker', 'food writer'],
    scenes: ['a loaf of sourdough cooling on a wire rack', "a cutting board with chopped herbs and a chef's knife", 'jars of fermenting vegetables on a kitchen shelf', 'a long dinner table set for friends', 'steam rising from a pot on a gas stove'],
    tags: [['recipes', 'Recipes'], ['cooking', 'Cooking'], ['baking', 'Baking']],
  },
  {
    slug: 'business',
    name: 'Business',
    description: 'Running organizations well: money, people and the decisions in between.',
    concepts: ['pricing', 'customer retention', 'company culture', 'the quarterly plan', 'negotiation', 'cash flow', 'hiring', 'management', 'remote teams', 'brand trust', 'layoffs', 'the annual review'],
    activities: ['raising our prices', 'firing our biggest client', 'managing a remote team', 'running a family business', 'negotiating my salary', 'writing our first business plan'],
    experiences: ['a year of flat revenue', 'a difficult round of layoffs', 'my first job as a manager', 'a partnership that fell apart', 'ten years in retail'],
    roles: ['founder', 'manager', 'accountant', 'sales lead'],
    scenes: ['a conference room table with laptops and coffee cups', 'a shop owner flipping a sign to open', 'a whiteboard covered in revenue projections', 'colleagues talking in a bright open office', 'a stack of invoices beside a calculator'],
    tags: [['leadership', 'Leadership'], ['management', 'Management'], ['marketing', 'Marketing']],
  },
  {
    slug: 'startups',
    name: 'Startups',
    description: 'Building new companies from the first idea to the hundredth customer.',
    concepts: ['product-market fit', 'fundraising', 'the pivot', 'early customers', 'runway', 'the minimum viable product', 'growth', 'co-founder relationships', 'burn rate', 'bootstrapping', 'the pitch deck', 'churn'],
    activities: ['bootstrapping a software company', 'pitching fifty investors', 'shutting down my startup', 'hiring our first engineer', 'building in public', 'pivoting after two years'],
    experiences: ['a failed seed round', 'two years of building the wrong product', 'an acquisition that fell through', 'our first paying customer', 'a co-founder breakup'],
    roles: ['founder', 'investor', 'early employee', 'product lead'],
    scenes: ['a tiny office with mismatched chairs and a whiteboard', 'founders working late at a shared desk', 'sticky notes mapping out a product roadmap', 'a pitch deck projected in a dim room', 'a laptop showing a growth chart'],
    tags: [['entrepreneurship', 'Entrepreneurship'], ['venture-capital', 'Venture Capital'], ['product-management', 'Product Management']],
  },
  {
    slug: 'education',
    name: 'Education',
    description: 'Teaching and learning, in classrooms and everywhere else.',
    concepts: ['homework', 'standardized testing', 'classroom management', 'lifelong learning', 'curiosity', 'grading', 'online courses', 'teacher burnout', 'reading aloud', 'feedback', 'school funding', 'the lecture'],
    activities: ['teaching high school math', 'homeschooling for a year', 'learning to code at forty', 'grading without points', 'teaching online', 'going back to university'],
    experiences: ['my first year of teaching', 'a failed online course', 'a semester without grades', 'a student who changed my mind', 'twenty years in the classroom'],
    roles: ['teacher', 'principal', 'tutor', 'professor'],
    scenes: ['an empty classroom with chairs stacked on desks', 'a chalkboard with a half-erased lesson', 'students working together around a table', 'a stack of graded essays with red ink', 'a school hallway lined with lockers'],
    tags: [['teaching', 'Teaching'], ['learning', 'Learning'], ['edtech', 'EdTech']],
  },
  {
    slug: 'climate',
    name: 'Climate',
    description: 'The changing climate and the work of adapting to it and slowing it down.',
    concepts: ['carbon emissions', 'climate anxiety', 'renewable energy', 'heat pumps', 'climate adaptation', 'the energy transition', 'flooding', 'urban heat', 'rewilding', 'electric vehicles', 'carbon offsets', 'climate policy'],
    activities: ['installing a heat pump', 'going car-free', 'planting a native garden', 'flying less', 'insulating an old house', 'joining a community solar project'],
    experiences: ['a summer of wildfire smoke', 'a flooded basement', 'a year without flying', 'a visit to a melting glacier', 'a community energy meeting'],
    roles: ['climate scientist', 'energy engineer', 'farmer', 'urban planner'],
    scenes: ['wind turbines on a ridge at sunset', 'solar panels on a row of terraced houses', 'a dry riverbed with cracked earth', 'a flooded street after a storm', 'volunteers planting trees on a hillside'],
    tags: [['sustainability', 'Sustainability'], ['renewable-energy', 'Renewable Energy'], ['climate-change', 'Climate Change']],
  },
  {
    slug: 'history',
    name: 'History',
    description: 'The past as it was lived, recorded and remembered.',
    concepts: ['oral history', 'historical memory', 'the footnote', 'local history', 'primary sources', 'monuments', 'the archive', 'the history of work', 'family history', 'old maps', 'forgotten inventions', 'historical fiction'],
    activities: ['digging through city archives', 'interviewing my grandparents', 'tracing my family tree', 'visiting old battlefields', 'restoring an old house', 'reading letters from the 1800s'],
    experiences: ['a week in a county archive', 'a box of family letters', 'a museum that got it wrong', "a trip to my grandfather's village", 'a forgotten local strike'],
    roles: ['historian', 'archivist', 'museum curator', 'genealogist'],
    scenes: ['a box of yellowed letters tied with string', 'an old map spread across a library table', 'a museum display case with faded photographs', 'stone ruins under a gray sky', 'an archivist in cotton gloves turning a fragile page'],
    tags: [['archives', 'Archives'], ['world-history', 'World History'], ['genealogy', 'Genealogy']],
  },
];

// ---------------------------------------------------------------------------------------------------
// Publications
// ---------------------------------------------------------------------------------------------------

type PublicationSpec = {
  slug: string;
  name: string;
  tagline: string;
  description: string;
  headerColor: string;
  topics: readonly string[];
};

const PUBLICATIONS: readonly PublicationSpec[] = [
  { slug: 'the-long-draft', name: 'The Long Draft', tagline: 'Essays on the slow craft of writing.', description: 'The Long Draft publishes essays about writing, revising and reading closely. Our contributors are novelists, editors and people who simply refuse to stop writing. New pieces arrive every week.', headerColor: '2f4858', topics: ['writing', 'books'] },
  { slug: 'signal-and-noise', name: 'Signal & Noise', tagline: 'Clear thinking about technology.', description: 'Signal & Noise covers software, the internet and the tools we use every day. We favour careful explanation over hot takes.', headerColor: '1b263b', topics: ['technology', 'programming'] },
  { slug: 'better-systems', name: 'Better Systems', tagline: 'Practical engineering for working developers.', description: 'Better Systems is written by engineers for engineers. We publish field reports on testing, architecture and the human side of shipping software. No hype, just what worked and what did not.', headerColor: '264653', topics: ['programming', 'productivity'] },
  { slug: 'field-notes', name: 'Field Notes', tagline: 'Dispatches from people who study the world up close.', description: 'Field Notes collects stories from researchers, naturalists and curious amateurs. We care about how we know things as much as what we know.', headerColor: '2a9d8f', topics: ['science', 'climate'] },
  { slug: 'the-margin', name: 'The Margin', tagline: 'Honest stories about building and running companies.', description: 'The Margin is about the unglamorous side of business. Founders, managers and operators write about pricing, hiring and the decisions that kept them up at night.', headerColor: '6d597a', topics: ['business', 'startups'] },
  { slug: 'slow-kitchen', name: 'Slow Kitchen', tagline: 'Cooking that takes its time.', description: 'Slow Kitchen is a home for recipes with stories attached. We write about bread, ferments, family dishes and the people who taught us to cook. Come hungry.', headerColor: 'bc6c25', topics: ['food', 'health'] },
  { slug: 'open-road-review', name: 'Open Road Review', tagline: 'Travel writing without the brochure.', description: 'Open Road Review publishes first-person travel writing from every continent. We prefer night trains to airports and long walks to checklists.', headerColor: '3a5a40', topics: ['travel', 'culture'] },
  { slug: 'mind-matters', name: 'Mind Matters', tagline: 'Psychology for everyday life.', description: 'Mind Matters translates research on the mind into stories you can use. Our writers include therapists, researchers and people working through it themselves.', headerColor: '5e548e', topics: ['psychology', 'health'] },
  { slug: 'studio-log', name: 'Studio Log', tagline: 'Notes from people who make things.', description: 'Studio Log is where designers and musicians write about their process. Expect sketches, drafts and the occasional failure, shared in the open.', headerColor: 'e76f51', topics: ['design', 'music'] },
  { slug: 'frame-and-verse', name: 'Frame & Verse', tagline: 'On films, books and the stories we keep returning to.', description: 'Frame & Verse is a magazine of criticism and appreciation. We write long about films and books that deserve a second look. Spoilers are always marked.', headerColor: '9d0208', topics: ['film', 'books', 'culture'] },
  { slug: 'civic-desk', name: 'Civic Desk', tagline: 'Local politics, explained by people who show up.', description: 'Civic Desk covers city councils, school boards and the history behind them. Our contributors are reporters, volunteers and residents who read the agenda so you do not have to.', headerColor: '1d3557', topics: ['politics', 'history', 'education'] },
];

const NAV_SECTIONS: readonly (readonly [title: string, slug: string])[] = [
  ['Essays', 'essays'],
  ['Interviews', 'interviews'],
  ['Guides', 'guides'],
  ['Reviews', 'reviews'],
  ['Dispatches', 'dispatches'],
  ['Letters', 'letters'],
];

const NAV_PAGES: readonly (readonly [title: string, slug: string])[] = [
  ['Write for us', 'write-for-us'],
  ['Submission guidelines', 'submission-guidelines'],
  ['Our team', 'our-team'],
];

const NAV_EXTERNAL: readonly (readonly [title: string, path: string])[] = [
  ['Newsletter', 'newsletter'],
  ['Podcast', 'podcast'],
  ['Events', 'events'],
];

// ---------------------------------------------------------------------------------------------------
// Sentence banks. Slots in braces: {focus} is the post's main concept; a capitalized slot ({Focus})
// capitalizes its value. {mention} and {code} become link and code markups.
// ---------------------------------------------------------------------------------------------------

const CITIES = ['Toronto', 'Lisbon', 'Berlin', 'Melbourne', 'Chicago', 'Glasgow', 'Osaka', 'Nairobi', 'Montreal', 'Portland', 'Copenhagen', 'Mexico City', 'Dublin', 'Seoul', 'Cape Town', 'Wellington'];
const TIMEFRAMES = ['week', 'month', 'season', 'year', 'quarter', 'summer', 'winter'];
const ADJECTIVES = ['uncomfortable', 'boring', 'simple', 'awkward', 'surprising', 'unglamorous', 'obvious', 'quiet', 'practical', 'stubborn'];
const BIO_ROLE_PREFIXES = ['', 'Former ', 'Recovering ', 'Part-time ', 'Curious '];

const TITLE_TEMPLATES = [
  'Why {focus} {is} Harder Than It Looks',
  'How I Learned to Stop Worrying About {focus}',
  'The Quiet Cost of {focus}',
  'What {experience} Taught Me About {focus}',
  '{n} Lessons From {experience}',
  '{n} Things I Wish I Knew Before {activity}',
  'The Case Against {focus}',
  'In Defense of {focus}',
  '{focus} {is} Not the Problem',
  'A Field Guide to {focus}',
  'The Myth of {focus}',
  'What Nobody Tells You About {activity}',
  "I Spent a Year {activity}. Here's What Happened.",
  'Notes on {focus}',
  'On {focus} and {concept}',
  'The Slow Return of {focus}',
  '{focus} After the Hype',
  'How to Think About {focus} in {year}',
  'Everything I Got Wrong About {focus}',
  "The Beginner's Guide to {activity}",
  '{n} Questions to Ask Before {activity}',
  'What {roles} Get Wrong About {focus}',
  'Lessons From {years} Years of {activity}',
  '{focus}, Explained Without the Jargon',
  'The Unglamorous Work of {focus}',
  'How I Got Better at {focus}',
];

const SUBTITLE_TEMPLATES = [
  "A {role}'s notes on {focus}, and what I would tell my younger self.",
  'What changes when you take {focus} seriously.',
  'On {focus}, {concept}, and the habits that outlast both.',
  'Lessons from {experience}.',
  'It is less about {concept} than you think.',
  'Some hard-won notes after {years} years of {activity}.',
  'The short version: start smaller than you want to.',
  'Why the usual advice about {focus} misses the point.',
  'A practical guide for anyone who has tried {activity} and given up.',
  'Notes from {experience}, with a few things I got wrong.',
  'What {experience} taught me about {concept}.',
  'The {adj} parts nobody puts in the highlight reel.',
];

const SENTENCES = [
  'I used to think {focus} {was} the easy part.',
  'Most {roles} I know treat {concept} as an afterthought, and for a long time so did I.',
  'It took me {years} years to notice that {focus} and {concept} are really the same question.',
  'Nobody warns you that {activity} gets harder before it gets easier.',
  'If you only remember one thing from this piece, make it this: the effort you put into {focus} compounds.',
  'A {role} I once worked with said that {focus} {is} mostly about {concept}, and I have been chewing on that ever since.',
  'There is a quiet cost to {activity} that rarely shows up in the numbers.',
  'By the end of the {timeframe}, the plan looked nothing like what we started with.',
  'We spent {n} weeks arguing about {concept} before anyone asked what people actually needed.',
  'The honest answer is that nobody really knows, and that is fine.',
  'Here is what changed when I stopped pretending {focus} did not matter.',
  '{Name}, a {role} in {city}, put it more bluntly than I could.',
  'The real problem is rarely {concept}; it is the way we talk about the subject.',
  'What surprised me most was how little {focus} had to do with talent.',
  'Looking back, {experience} taught me more than any book on the subject.',
  'That sounds obvious, but it took me a long time to believe it.',
  'Some things about {concept} only make sense after you have got them wrong once.',
  'I wish someone had told me this before I spent a {timeframe} {activity}.',
  '{Name}, who has spent years {activity}, describes it as a slow negotiation with yourself.',
  'Every {role} has a story like this, and most of them end the same way.',
  'I started {activity} almost by accident. The first {n} days were miserable. After that, things got quieter, and then they got better.',
  'It is tempting to blame {concept}, but that lets everyone off the hook too easily.',
  'There is a version of {focus} that is mostly performance, and a version that actually works. The second is less exciting and far more useful.',
  'Small, boring decisions about {concept} add up faster than big dramatic ones.',
  'In {city}, I met people who had been {activity} for decades. They were not experts in any formal sense, but they paid attention.',
  'My notes from that {timeframe} are mostly lists: {noun}, {noun}, {noun}, and one underlined phrase about {focus}.',
  'You can learn a lot about {focus} by watching what people do rather than what they say.',
  'The {adj} truth is that problems with {concept} rarely arrive all at once.',
  'I do not think there is a single right way to approach {focus}. There are plenty of wrong ones, though, and I have tried most of them.',
  'When I mentioned {concept} to a friend, she laughed and asked whether I had read the fine print.',
  'None of this is new; {roles} have been saying it for years. What is new is how many of us are finally listening.',
  'The data, where it exists, points in the same direction. Still, the numbers only tell part of the story.',
  'I keep a short list of questions on my desk, and the first one is about {focus}.',
  'Ask yourself what {focus} would look like if the work were easy. Then ask what you would stop doing to make room for it.',
  'I was wrong about {concept}, and I want to explain why.',
  'Every {timeframe} I set aside an hour to review what {activity} has actually cost me. The result is rarely what I expected, and that is the point.',
  'If {experience} taught me anything, it is that getting {focus} right takes patience more than brilliance.',
  'Some of you will disagree, and I would genuinely like to hear why.',
  'I remember the exact moment it clicked: a {adj} afternoon, a cold coffee, and a page of notes on {concept}.',
  'The advice you usually hear about {focus} is not wrong, just incomplete.',
  'We tried the {adj} approach first, mostly because it was cheap. It worked better than the clever one, which still annoys me a little.',
  'A good {role} will tell you that {concept} {is} a matter of habit, not heroics.',
  'The longer I spent {activity}, the less I trusted my first instincts.',
];

const MENTION_SENTENCES = [
  '{mention} wrote about this far better than I can.',
  'My friend {mention} has a different take on {focus}, and it is worth reading.',
  'I first heard the idea from {mention}, years ago.',
  'As {mention} pointed out in a comment, {focus} {is} rarely the real bottleneck.',
];

const CODE_SENTENCES = [
  'The fix turned out to be a single line: {code}.',
  'I still keep {code} pinned at the top of my notes.',
  'Most of the change came down to running {code} more often.',
  'Everything started with a file called {code}.',
  'If you try one thing this week, try {code} and see what it tells you.',
];

const TECH_CODE_TOKENS = ['git bisect', 'npm test', 'EXPLAIN ANALYZE', 'strict: true', 'Promise.all', 'docker compose up', 'git revert', 'console.log', 'readonly', '--dry-run', 'localhost:5432', 'package.json', 'SELECT count(*)'];
const OTHER_CODE_TOKENS = ['notes.md', 'todo.txt', 'Ctrl+Z', 'Cmd+S', 'draft-final-v3.docx', 'weekly-review.md', '#reading', 'reading-list.csv'];

const BLOCKQUOTES = [
  '“{Focus} {is} what is left when you stop performing,” a {role} told me once, and I have never forgotten it.',
  '“Nobody gets good at {focus} by reading about it,” my first mentor liked to say.',
  'Some days the work is simply showing up, and on those days showing up is enough.',
  '“The best time to start {activity} was ten years ago. The second best time is a quiet Tuesday.”',
  '“We overestimate what changes in a {timeframe} and underestimate what changes in five years,” as {name} used to remind our team.',
  'I wrote this on an index card and taped it above my desk: pay attention to {focus} early, while attention is still cheap.',
];

const PULL_QUOTES = [
  'Attention to {focus} compounds. So does neglect.',
  'The work is rarely the hard part. Deciding what the work is, that is the hard part.',
  'Most of what we call {concept} is really a lack of time to think.',
  'Start smaller than you want to.',
  'You cannot outsource paying attention.',
  'Every shortcut has a bill attached, and it always arrives.',
  '{Focus} {is} a practice, not a destination.',
];

const LIST_ITEMS = [
  '{Focus} before {concept}.',
  'Write down what {focus} actually costs you each week.',
  'Start with one small experiment, not a grand plan.',
  'Ask a {role} what they would change first.',
  'Keep a simple log for at least {n} days.',
  'Cut anything that does not serve {focus}.',
  'Revisit the plan every {timeframe}.',
  'Talk to someone who has tried {activity}.',
  'Be honest about {concept}.',
  'Protect an hour a day for uninterrupted work.',
  'Read one good book on {concept}.',
  'Share what you learn, even when it is unfinished.',
  'Measure before you change anything.',
  'Decide in advance what would make you stop.',
];

const MINOR_HEADINGS = [
  'What we mean by {focus}',
  'The part nobody talks about',
  'The limits of {concept}',
  'A note on {concept}',
  'What I would do differently',
  'Starting small',
  'The numbers',
  'Why this matters now',
  'Lessons from {experience}',
  'The case for {concept}',
  'Getting started',
  'What comes next',
  'A short detour into {concept}',
  'The hard part',
];

const MAJOR_HEADINGS = ['Part one: {focus}', 'Background', 'The short version', 'Before we begin', '{Focus}, revisited', 'An introduction'];

const IMAGE_ALT_OPENERS = ['A photograph of', 'A close-up of', 'A wide shot of', 'An overhead view of'];

// ---------------------------------------------------------------------------------------------------
// Code snippets for PRE paragraphs. Identifiers come from faker nouns so snippets vary.
// ---------------------------------------------------------------------------------------------------

type Snippet = (id: string, ctx: TextContext) => string;

const TECH_SNIPPETS: readonly Snippet[] = [
  (id) =>
    `export async function load${pascal(id)}s(db: Db, ownerId: string) {\n  const rows = await db.selectFrom('${id}s').where('ownerId', '=', ownerId).selectAll().execute();\n  return rows.map((row) => ({ ...row, loadedAt: new Date(row.updatedAt) }));\n}`,
  (id) =>
    `def summarize(records):\n    totals = {}\n    for record in records:\n        totals[record.${id}] = totals.get(record.${id}, 0) + 1\n    return sorted(totals.items(), key=lambda item: item[1], reverse=True)`,
  (id) =>
    `SELECT ${id}_id, count(*) AS total\nFROM events\nWHERE created_at > now() - interval '30 days'\nGROUP BY ${id}_id\nORDER BY total DESC\nLIMIT 10;`,
  () => `$ git log --since="2 weeks ago" --oneline | wc -l\n$ git shortlog -sn --no-merges | head -5`,
  () =>
    `func retry(ctx context.Context, attempts int, fn func() error) error {\n\tvar err error\n\tfor i := 0; i < attempts; i++ {\n\t\tif err = fn(); err == nil {\n\t\t\treturn nil\n\t\t}\n\t\ttime.Sleep(time.Duration(i*i) * 100 * time.Millisecond)\n\t}\n\treturn err\n}`,
  (id) =>
    `test('${id} totals add up', () => {\n  const result = summarize([{ amount: 2 }, { amount: 3 }]);\n  expect(result.total).toBe(5);\n});`,
  (id) =>
    `services:\n  ${id}:\n    image: postgres:16\n    restart: unless-stopped\n    volumes:\n      - ./data:/var/lib/postgresql/data`,
  (id) =>
    `type ${pascal(id)} = { id: string; createdAt: Date };\n\nfunction newest(items: readonly ${pascal(id)}[]): ${pascal(id)} | undefined {\n  return [...items].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];\n}`,
  (id) =>
    `const cache = new Map<string, Promise<${pascal(id)}>>();\n\nexport function get${pascal(id)}(key: string) {\n  if (!cache.has(key)) cache.set(key, fetch${pascal(id)}(key));\n  return cache.get(key)!;\n}`,
];

const OTHER_SNIPPETS: readonly Snippet[] = [
  (id) => `$ pandoc draft.md -o ${id}-essay.pdf\n$ wc -w draft.md`,
  (_id, ctx) => `# weekly-review.txt\nwins: 3\nopen loops: 7\nnext: ${ctx.focus}`,
  () => `[alarm]\nwake = "06:30"\nwind_down = "22:00"`,
  (id, ctx) => `$ mkdir -p notes/${ctx.year}\n$ touch notes/${ctx.year}/${id}.md`,
  () => `$ crontab -l\n0 7 * * 1 ~/bin/weekly-review.sh`,
  (id, ctx) => `# ${ctx.topic.slug}-log.yaml\nentry: ${id}\nminutes: 45\nnotes: |\n  Felt easier than last time.`,
];

// ---------------------------------------------------------------------------------------------------
// Small text helpers
// ---------------------------------------------------------------------------------------------------

const SMALL_TITLE_WORDS = new Set(['a', 'an', 'the', 'and', 'but', 'or', 'nor', 'of', 'in', 'on', 'at', 'to', 'for', 'by', 'with', 'from', 'as', 'vs']);

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function pascal(id: string): string {
  return capitalize(id);
}

/** Headline case: every word capitalized except short function words in the middle. */
function titleCase(text: string): string {
  const words = text.split(' ');
  return words
    .map((word, i) => {
      const startsClause = i === 0 || /[.:?!]$/.test(words[i - 1] ?? '');
      if (!startsClause && SMALL_TITLE_WORDS.has(word)) return word;
      return word
        .split('-')
        .map((part, j) => (j > 0 && SMALL_TITLE_WORDS.has(part) ? part : capitalize(part)))
        .join('-');
    })
    .join(' ');
}

/** 'a open source maintainer' → 'an open source maintainer' (but 'a user', 'a university'). */
function fixArticles(text: string): string {
  return text.replace(/\b([Aa]) (?=[aeio]|u(?!s|ni))/g, '$1n ');
}

function plural(role: string): string {
  return role.endsWith('s') ? role : `${role}s`;
}

/** An identifier-safe faker noun for code snippets. */
function identifierNoun(faker: Faker): string {
  const noun = faker.word.noun().toLowerCase().replace(/[^a-z]/g, '');
  return noun.length >= 3 ? noun : 'item';
}

const WORD_PATTERN = /[A-Za-z0-9]+(?:['’][A-Za-z]+)?/g;

/** Where `phrase` occurs in `text` as whole words, or null. */
function findPhrase(text: string, phrase: string): { start: number; end: number } | null {
  const isWordChar = (c: string | undefined) => c !== undefined && /[A-Za-z0-9]/.test(c);
  for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
    const end = at + phrase.length;
    if (!isWordChar(text[at - 1]) && !isWordChar(text[end])) return { start: at, end };
  }
  return null;
}

const FUNCTION_WORDS = new Set([...SMALL_TITLE_WORDS, 'i', 'it', 'is', 'was', 'be', 'that', 'this', 'so', 'if', 'not', 'we', 'you', 'my', 'me', 'they', 'she', 'he', 'what', 'how', 'more', 'than', 'there', 'one', 'have', 'had']);

/** Emphasis on 'a', 'to' or 'it' reads as a glitch; ranges start and end on content words. */
function isFunctionWord(text: string, span: { start: number; end: number }): boolean {
  return FUNCTION_WORDS.has(text.slice(span.start, span.end).toLowerCase());
}

function wordSpans(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (const match of text.matchAll(WORD_PATTERN)) {
    spans.push({ start: match.index, end: match.index + match[0].length });
  }
  return spans;
}

// ---------------------------------------------------------------------------------------------------
// Random helpers over the private faker
// ---------------------------------------------------------------------------------------------------

function hexId(faker: Faker, length: number): string {
  return faker.string.hexadecimal({ length, casing: 'lower', prefix: '' });
}

function uniqueHexId(faker: Faker, used: Set<string>, length = 12): string {
  for (;;) {
    const id = hexId(faker, length);
    if (!used.has(id)) {
      used.add(id);
      return id;
    }
  }
}

function int(faker: Faker, min: number, max: number): number {
  return faker.number.int({ min, max });
}

function chance(faker: Faker, probability: number): boolean {
  return faker.datatype.boolean({ probability });
}

function pickOther<T>(faker: Faker, items: readonly T[], avoid: T): T {
  const others = items.filter((item) => item !== avoid);
  return faker.helpers.arrayElement(others.length > 0 ? others : items);
}

function daysAgo(now: Date, faker: Faker, minDays: number, maxDays: number): Date {
  return new Date(now.getTime() - int(faker, minDays * DAY_MS, maxDays * DAY_MS));
}

function minDate(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}

function maxDate(a: Date, b: Date): Date {
  return a.getTime() >= b.getTime() ? a : b;
}

// ---------------------------------------------------------------------------------------------------
// Template filling
// ---------------------------------------------------------------------------------------------------

/** What the text of one post is about. */
type TextContext = {
  faker: Faker;
  topic: TopicSpec;
  focus: string;
  year: number;
  users: readonly DemoUser[];
  /** Sentence templates not yet used in this post, so a post repeats itself as little as possible. */
  deck: string[];
};

function slotValue(ctx: TextContext, key: string): string {
  const { faker, topic } = ctx;
  switch (key) {
    case 'focus':
      return ctx.focus;
    case 'concept':
      return pickOther(faker, topic.concepts, ctx.focus);
    case 'activity':
      return faker.helpers.arrayElement(topic.activities);
    case 'experience':
      return faker.helpers.arrayElement(topic.experiences);
    case 'role':
      return faker.helpers.arrayElement(topic.roles);
    case 'roles':
      return plural(faker.helpers.arrayElement(topic.roles));
    case 'n':
      return String(int(faker, 3, 12));
    case 'years':
      return String(int(faker, 2, 15));
    case 'timeframe':
      return faker.helpers.arrayElement(TIMEFRAMES);
    case 'city':
      return faker.helpers.arrayElement(CITIES);
    case 'name':
      return faker.person.firstName();
    case 'noun':
      return faker.word.noun();
    case 'adj':
      return faker.helpers.arrayElement(ADJECTIVES);
    case 'year':
      return String(ctx.year);
    default:
      throw new Error(`Unknown template slot {${key}}`);
  }
}

/** Last words that end in 's' but are singular. */
const SINGULAR_S_WORDS = new Set(['focus', 'crisis', 'loneliness', 'news']);

function isPlural(phrase: string): boolean {
  const lastWord = phrase.split(' ').at(-1) ?? '';
  return lastWord.endsWith('s') && !SINGULAR_S_WORDS.has(lastWord);
}

/** {is}/{was} agree with the noun phrase filled just before them. */
const AGREEMENT: Record<string, readonly [singular: string, plural: string]> = {
  is: ['is', 'are'],
  was: ['was', 'were'],
};

/** Fills every slot except those in `keep`, which stay as literal `{slot}` for the caller. */
function fill(template: string, ctx: TextContext, keep: readonly string[] = []): string {
  let subject = ctx.focus;
  const filled = template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const lower = key.charAt(0).toLowerCase() + key.slice(1);
    if (keep.includes(lower)) return whole;
    const agreement = AGREEMENT[lower];
    const value = agreement ? agreement[isPlural(subject) ? 1 : 0] : slotValue(ctx, lower);
    if (lower === 'focus' || lower === 'concept') subject = value;
    return lower === key ? value : capitalize(value);
  });
  return fixArticles(filled);
}

function sentence(template: string, ctx: TextContext): string {
  return capitalize(fill(template, ctx));
}

// ---------------------------------------------------------------------------------------------------
// Rich text: text plus markups, assembled piece by piece
// ---------------------------------------------------------------------------------------------------

type RichText = { text: string; markups: Markup[] };

function joinRich(pieces: readonly RichText[]): RichText {
  let text = '';
  const markups: Markup[] = [];
  for (const piece of pieces) {
    if (text.length > 0) text += ' ';
    const offset = text.length;
    text += piece.text;
    for (const m of piece.markups) markups.push({ ...m, start: m.start + offset, end: m.end + offset });
  }
  return { text, markups };
}

/** A sentence whose `{slot}` placeholder becomes `token`, covered by one markup. */
function markedSentence(template: string, slot: string, token: string, markup: Omit<Markup, 'start' | 'end'>, ctx: TextContext): RichText {
  const filled = capitalize(fill(template, ctx, [slot]));
  const at = filled.indexOf(`{${slot}}`);
  const text = filled.slice(0, at) + token + filled.slice(at + slot.length + 2);
  return { text, markups: [{ ...markup, start: at, end: at + token.length }] };
}

function mentionSentence(ctx: TextContext): RichText {
  const user = ctx.faker.helpers.arrayElement(ctx.users);
  const template = ctx.faker.helpers.arrayElement(MENTION_SENTENCES);
  return markedSentence(template, 'mention', user.name, { type: 'A', href: `/@${user.username}` }, ctx);
}

function codeSentence(ctx: TextContext): RichText {
  const tokens = ctx.topic.technical ? TECH_CODE_TOKENS : OTHER_CODE_TOKENS;
  const token = ctx.faker.helpers.arrayElement(tokens);
  const template = ctx.faker.helpers.arrayElement(CODE_SENTENCES);
  return markedSentence(template, 'code', token, { type: 'CODE' }, ctx);
}

function overlapsAny(start: number, end: number, markups: readonly Markup[]): boolean {
  return markups.some((m) => m.start < end && start < m.end);
}

/** Adds 1–2 EM/STRONG/external-link ranges on word boundaries, sometimes an EM nested in a STRONG. */
function emphasize(rich: RichText, ctx: TextContext): RichText {
  const { faker } = ctx;
  const spans = wordSpans(rich.text);
  if (spans.length < 4) return rich;
  const markups = [...rich.markups];
  const wanted = int(faker, 1, 2);
  for (let attempt = 0, added = 0; attempt < 10 && added < wanted; attempt++) {
    const first = int(faker, 0, spans.length - 1);
    const last = Math.min(spans.length - 1, first + int(faker, 0, 2));
    const start = spans[first]!.start;
    const end = spans[last]!.end;
    if (isFunctionWord(rich.text, spans[first]!) || isFunctionWord(rich.text, spans[last]!)) continue;
    if (overlapsAny(start, end, markups)) continue;
    const type = faker.helpers.weightedArrayElement([
      { weight: 3, value: 'EM' as const },
      { weight: 3, value: 'STRONG' as const },
      { weight: 2, value: 'A' as const },
    ]);
    if (type === 'A') {
      // Prefer linking the post's subject when it appears; otherwise the chosen words.
      const phrase = findPhrase(rich.text, ctx.focus);
      const range = phrase !== null && !overlapsAny(phrase.start, phrase.end, markups) ? phrase : { start, end };
      const href = `https://example.org/${ctx.topic.slug}/${slugify(rich.text.slice(range.start, range.end)) || 'notes'}`;
      markups.push({ type, ...range, href });
    } else {
      markups.push({ type, start, end });
    }
    if (type === 'STRONG' && last > first && chance(faker, 0.3)) {
      const inner = spans[faker.helpers.arrayElement([first, last])]!;
      markups.push({ type: 'EM', start: inner.start, end: inner.end });
    }
    added++;
  }
  markups.sort((a, b) => a.start - b.start || b.end - a.end);
  return { text: rich.text, markups };
}

function plain(text: string): RichText {
  return { text, markups: [] };
}

// ---------------------------------------------------------------------------------------------------
// Paragraphs
// ---------------------------------------------------------------------------------------------------

/** Collects a post's paragraphs and gives each a name unique within the post. */
class BodyBuilder {
  readonly paragraphs: Paragraph[] = [];
  private readonly names = new Set<string>();

  constructor(private readonly faker: Faker) {}

  get length(): number {
    return this.paragraphs.length;
  }

  get last(): ParagraphType | undefined {
    return this.paragraphs.at(-1)?.type;
  }

  add(type: ParagraphType, rich: RichText, metadata?: Paragraph['metadata']): void {
    const paragraph: Paragraph = { name: uniqueHexId(this.faker, this.names, 4), type, text: rich.text, markups: rich.markups };
    if (metadata !== undefined) paragraph.metadata = metadata;
    this.paragraphs.push(paragraph);
  }
}

/** The next sentence template from the post's deck, reshuffling the whole bank once it runs out. */
function drawSentence(ctx: TextContext): string {
  if (ctx.deck.length === 0) ctx.deck.push(...ctx.faker.helpers.shuffle([...SENTENCES]));
  return ctx.deck.pop()!;
}

function proseParagraph(ctx: TextContext): RichText {
  const { faker } = ctx;
  const count = int(faker, 2, 4);
  const pieces: RichText[] = [];
  for (let i = 0; i < count; i++) pieces.push(plain(sentence(drawSentence(ctx), ctx)));
  if (chance(faker, 0.12)) pieces.splice(int(faker, 1, pieces.length), 0, mentionSentence(ctx));
  if (chance(faker, ctx.topic.technical ? 0.3 : 0.08)) pieces.splice(int(faker, 0, pieces.length), 0, codeSentence(ctx));
  const joined = joinRich(pieces);
  return chance(faker, 0.35) ? emphasize(joined, ctx) : joined;
}

function addProse(body: BodyBuilder, ctx: TextContext): void {
  body.add('P', proseParagraph(ctx));
}

function addHeading(body: BodyBuilder, ctx: TextContext, type: 'H1' | 'H2' | 'H3' | 'H4'): void {
  const bank = type === 'H1' || type === 'H2' ? MAJOR_HEADINGS : MINOR_HEADINGS;
  body.add(type, plain(sentence(ctx.faker.helpers.arrayElement(bank), ctx)));
}

function addBlockquote(body: BodyBuilder, ctx: TextContext): void {
  const text = sentence(ctx.faker.helpers.arrayElement(BLOCKQUOTES), ctx);
  const rich = plain(text);
  body.add('BQ', chance(ctx.faker, 0.3) ? emphasize(rich, ctx) : rich);
}

function addPullQuote(body: BodyBuilder, ctx: TextContext): void {
  body.add('PQ', plain(sentence(ctx.faker.helpers.arrayElement(PULL_QUOTES), ctx)));
}

function addImage(body: BodyBuilder, ctx: TextContext, imageIds: Set<string>): void {
  const { faker } = ctx;
  const scene = faker.helpers.arrayElement(ctx.topic.scenes);
  const captionKind = faker.helpers.weightedArrayElement([
    { weight: 4, value: 'none' as const },
    { weight: 3, value: 'credit' as const },
    { weight: 3, value: 'scene' as const },
  ]);
  const caption =
    captionKind === 'none' ? '' : captionKind === 'credit' ? `Photo by ${faker.person.firstName()} ${faker.person.lastName()}` : `${capitalize(scene)}.`;
  body.add('IMG', plain(caption), {
    id: `demo-${uniqueHexId(faker, imageIds)}`,
    originalWidth: int(faker, 1200, 2400),
    originalHeight: int(faker, 600, 1600),
    alt: `${faker.helpers.arrayElement(IMAGE_ALT_OPENERS)} ${scene}.`,
  });
}

function addCode(body: BodyBuilder, ctx: TextContext): void {
  const snippets = ctx.topic.technical ? TECH_SNIPPETS : OTHER_SNIPPETS;
  const snippet = ctx.faker.helpers.arrayElement(snippets);
  body.add('PRE', plain(snippet(identifierNoun(ctx.faker), ctx)));
}

function addRule(body: BodyBuilder): void {
  body.add('HR', plain(''));
}

/** A run of 3–5 consecutive OLI or ULI items. */
function addList(body: BodyBuilder, ctx: TextContext, type: 'OLI' | 'ULI', count: number): void {
  const { faker } = ctx;
  for (const template of faker.helpers.arrayElements(LIST_ITEMS, count)) {
    const text = sentence(template, ctx);
    const spans = wordSpans(text);
    const firstWords = spans[Math.min(spans.length - 1, int(faker, 0, 1))];
    const strong = firstWords !== undefined && chance(faker, 0.25);
    body.add(type, strong ? { text, markups: [{ type: 'STRONG', start: 0, end: firstWords.end }] } : plain(text));
  }
}

// ---------------------------------------------------------------------------------------------------
// Bodies
// ---------------------------------------------------------------------------------------------------

type BlockKind = 'P' | 'SECTION' | 'SUBSECTION' | 'BQ' | 'PQ' | 'IMG' | 'PRE' | 'LIST' | 'HR';

function nextBlock(ctx: TextContext, body: BodyBuilder, remaining: number, sinceHeading: number): BlockKind {
  const last = body.last;
  const technical = ctx.topic.technical === true;
  const options: { weight: number; value: BlockKind }[] = [{ weight: 10, value: 'P' }];
  if (remaining >= 2 && sinceHeading >= 2) {
    options.push({ weight: 3, value: 'SECTION' }, { weight: 1, value: 'SUBSECTION' });
  }
  if (last !== 'BQ') options.push({ weight: 1.2, value: 'BQ' });
  if (last !== 'PQ') options.push({ weight: 0.8, value: 'PQ' });
  if (last !== 'IMG') options.push({ weight: 1, value: 'IMG' });
  if (last !== 'PRE') options.push({ weight: technical ? 2.5 : 0.4, value: 'PRE' });
  // Two lists back to back would read as one run longer than five items.
  if (remaining >= 3 && last !== 'OLI' && last !== 'ULI') options.push({ weight: 1.5, value: 'LIST' });
  if (remaining >= 2 && body.length >= 3 && last !== 'HR') options.push({ weight: 0.6, value: 'HR' });
  return ctx.faker.helpers.weightedArrayElement(options);
}

/** 6–30 paragraphs: intro, then sections of prose with occasional quotes, images, code and lists. */
function ordinaryBody(ctx: TextContext, imageIds: Set<string>): Paragraph[] {
  const { faker } = ctx;
  const body = new BodyBuilder(faker);
  const target = int(faker, 6, 30);
  const majorHeading = faker.helpers.weightedArrayElement([
    { weight: 93, value: null },
    { weight: 4, value: 'H2' as const },
    { weight: 3, value: 'H1' as const },
  ]);
  if (majorHeading === 'H1') addHeading(body, ctx, 'H1');
  addProse(body, ctx);
  if (chance(faker, 0.45)) addImage(body, ctx, imageIds);
  let sinceHeading = 1;
  let usedMajor = majorHeading !== 'H2';
  // Leave one slot for the closing paragraph.
  while (body.length < target - 1) {
    const remaining = target - 1 - body.length;
    const kind = nextBlock(ctx, body, remaining, sinceHeading);
    sinceHeading++;
    switch (kind) {
      case 'P':
        addProse(body, ctx);
        break;
      case 'SECTION':
        addHeading(body, ctx, usedMajor ? 'H3' : 'H2');
        usedMajor = true;
        addProse(body, ctx);
        sinceHeading = 0;
        break;
      case 'SUBSECTION':
        addHeading(body, ctx, 'H4');
        addProse(body, ctx);
        sinceHeading = 0;
        break;
      case 'BQ':
        addBlockquote(body, ctx);
        break;
      case 'PQ':
        addPullQuote(body, ctx);
        break;
      case 'IMG':
        addImage(body, ctx, imageIds);
        break;
      case 'PRE':
        addCode(body, ctx);
        break;
      case 'LIST':
        addList(body, ctx, chance(faker, 0.5) ? 'OLI' : 'ULI', int(faker, 3, Math.min(5, remaining)));
        break;
      case 'HR':
        addRule(body);
        break;
    }
  }
  addProse(body, ctx);
  return body.paragraphs;
}

/** A body that uses all twelve paragraph types (24–29 paragraphs), sections in a random order. */
function showcaseBody(ctx: TextContext, imageIds: Set<string>): Paragraph[] {
  const { faker } = ctx;
  const body = new BodyBuilder(faker);
  const sections: ((b: BodyBuilder) => void)[] = [
    (b) => {
      addHeading(b, ctx, 'H2');
      addProse(b, ctx);
      addBlockquote(b, ctx);
      addProse(b, ctx);
    },
    (b) => {
      addHeading(b, ctx, 'H3');
      addProse(b, ctx);
      addList(b, ctx, 'OLI', int(faker, 3, 5));
      addProse(b, ctx);
    },
    (b) => {
      addHeading(b, ctx, 'H4');
      addCode(b, ctx);
      addProse(b, ctx);
    },
    (b) => {
      addPullQuote(b, ctx);
      addProse(b, ctx);
    },
    (b) => {
      addList(b, ctx, 'ULI', int(faker, 3, 5));
      addProse(b, ctx);
    },
  ];
  addHeading(body, ctx, 'H1');
  addProse(body, ctx);
  addProse(body, ctx);
  addImage(body, ctx, imageIds);
  for (const section of faker.helpers.shuffle(sections)) section(body);
  addRule(body);
  addProse(body, ctx);
  return body.paragraphs;
}

// ---------------------------------------------------------------------------------------------------
// Users
// ---------------------------------------------------------------------------------------------------

type Writer = { user: DemoUser; topics: readonly TopicSpec[]; postWeight: number };

/** A last name without faker's synthetic double-barrelled ones. */
function lastName(faker: Faker): string {
  for (;;) {
    const name = faker.person.lastName();
    if (!name.includes('-')) return name;
  }
}

function toUsernameBase(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '');
}

function makeUsername(faker: Faker, first: string, last: string, used: Set<string>): string {
  const f = toUsernameBase(first);
  const l = toUsernameBase(last);
  const candidates = [`${f}${l}`, `${f}_${l}`, `${f.charAt(0)}${l}`, `${f}${l}${int(faker, 1, 99)}`, `${f}_writes`, `${l}_${f}`];
  let base = faker.helpers.arrayElement(candidates).slice(0, 26);
  if (base.length < 3) base = `${base}reader`;
  let username = base;
  for (let n = 2; used.has(username); n++) username = `${base}${n}`;
  used.add(username);
  return username;
}

function makeBio(faker: Faker, topics: readonly TopicSpec[]): string {
  const primary = topics[0]!;
  const role = faker.helpers.arrayElement(primary.roles);
  const t1 = primary.name.toLowerCase();
  const t2 = (topics[1] ?? pickOther(faker, TOPICS, primary)).name.toLowerCase();
  const city = faker.helpers.arrayElement(CITIES);
  const prefix = faker.helpers.arrayElement(BIO_ROLE_PREFIXES);
  const roleText = prefix === '' ? capitalize(role) : `${prefix}${role}`;
  const bio = faker.helpers.arrayElement([
    `${roleText} in ${city} writing about ${t1} and ${t2}.`,
    `${roleText} who writes about ${t1}, ${t2} and the space between them.`,
    `${roleText} based in ${city}, writing mostly about ${t1}.`,
    `${roleText} by day, writing about ${t1} and ${t2} by night.`,
    `${roleText} writing about ${t1}, ${t2} and whatever else keeps me up at night.`,
  ]);
  return fixArticles(bio);
}

function topicsBySlug(slugs: readonly string[]): TopicSpec[] {
  return slugs.map((slug) => {
    const topic = TOPICS.find((t) => t.slug === slug);
    if (topic === undefined) throw new Error(`Unknown topic ${slug}`);
    return topic;
  });
}

function generateUsers(faker: Faker, now: Date, ids: Set<string>): { users: DemoUser[]; writers: Writer[] } {
  const usernames = new Set<string>(DEMO_USERS.map((u) => u.username));
  const users: DemoUser[] = [];
  const writers: Writer[] = [];
  for (let i = 0; i < USER_COUNT; i++) {
    const demo = DEMO_USERS[i];
    const demoProfile = DEMO_USER_PROFILES[i];
    const isReader = i >= USER_COUNT - READER_COUNT;
    const topics = demoProfile ? topicsBySlug(demoProfile.topics) : faker.helpers.arrayElements(TOPICS, int(faker, 1, 3));
    // Writers predate every post they could have written; readers predate every follow.
    const createdAt = daysAgo(now, faker, isReader ? FOLLOW_WINDOW_DAYS + 5 : POST_WINDOW_DAYS + 20, THREE_YEARS_DAYS);
    let username: string;
    let name: string;
    if (demo !== undefined) {
      username = demo.username;
      name = demo.name;
    } else {
      const first = faker.person.firstName();
      const last = lastName(faker);
      username = makeUsername(faker, first, last, usernames);
      name = `${first} ${last}`;
    }
    const user: DemoUser = {
      id: uniqueHexId(faker, ids),
      username,
      name,
      bio: demoProfile?.bio ?? makeBio(faker, topics),
      email: `${username}@example.com`,
      imageId: null,
      createdAt,
    };
    users.push(user);
    if (!isReader) writers.push({ user, topics, postWeight: demo ? DEMO_USER_POST_WEIGHT : int(faker, 1, 5) });
  }
  return { users, writers };
}

// ---------------------------------------------------------------------------------------------------
// Topics, tags and publications
// ---------------------------------------------------------------------------------------------------

function generateTopics(faker: Faker, ids: Set<string>): { topics: DemoTopic[]; topicIds: Map<TopicSpec, string>; tags: NewTag[] } {
  const topics: DemoTopic[] = [];
  const topicIds = new Map<TopicSpec, string>();
  const tags: NewTag[] = [];
  for (const spec of TOPICS) {
    const id = uniqueHexId(faker, ids);
    topicIds.set(spec, id);
    topics.push({ id, slug: spec.slug, name: spec.name, description: spec.description });
    for (const [slug, displayTitle] of spec.tags) tags.push({ slug, displayTitle });
  }
  return { topics, topicIds, tags };
}

type Membership = { publication: DemoPublication; spec: PublicationSpec; role: CollectionRole };

function generateNavigation(faker: Faker, publicationId: string, spec: PublicationSpec): DemoNavigationItem[] {
  type NavEntry = { title: string; destination: NavigationDestination; value: string };
  const pubTags = topicsBySlug(spec.topics).flatMap((t) => t.tags);
  const section = faker.helpers.arrayElement(NAV_SECTIONS);
  const page = faker.helpers.arrayElement(NAV_PAGES);
  const pool: NavEntry[] = [
    { title: 'About', destination: 'ABOUT', value: '' },
    { title: 'Latest', destination: 'LATEST', value: '' },
    { title: 'Trending', destination: 'TRENDING', value: '' },
    { title: 'Archive', destination: 'ARCHIVE', value: '' },
    ...faker.helpers.arrayElements(pubTags, 2).map(([slug, title]): NavEntry => ({ title, destination: 'TAG_FEED', value: slug })),
    { title: section[0], destination: 'SECTION', value: section[1] },
    { title: page[0], destination: 'PAGE', value: page[1] },
  ];
  const count = int(faker, 3, 6);
  const withExternal = chance(faker, 0.4);
  const entries = faker.helpers.arrayElements(pool, withExternal ? count - 1 : count);
  if (withExternal) {
    const [title, path] = faker.helpers.arrayElement(NAV_EXTERNAL);
    entries.push({ title, destination: 'EXTERNAL_URL', value: `https://example.org/${spec.slug}/${path}` });
  }
  return entries.map((entry, position) => ({ publicationId, position, ...entry }));
}

function generatePublications(
  faker: Faker,
  now: Date,
  ids: Set<string>,
  writers: readonly Writer[],
): {
  publications: DemoPublication[];
  editors: NewPublicationEditor[];
  navigationItems: DemoNavigationItem[];
  memberships: Map<string, Membership[]>;
} {
  const publications: DemoPublication[] = [];
  const editors: NewPublicationEditor[] = [];
  const navigationItems: DemoNavigationItem[] = [];
  const memberships = new Map<string, Membership[]>();
  const specs = faker.helpers.arrayElements(PUBLICATIONS, PUBLICATION_COUNT);
  // Demo users own the first publications; the other owners are distinct regular writers.
  const regularWriters = faker.helpers.shuffle(writers.slice(DEMO_USERS.length));
  const owners = [...writers.slice(0, DEMO_USERS.length), ...regularWriters].slice(0, PUBLICATION_COUNT);

  specs.forEach((spec, i) => {
    const publication: DemoPublication = {
      id: uniqueHexId(faker, ids),
      slug: spec.slug,
      name: spec.name,
      tagline: spec.tagline,
      description: spec.description,
      avatarId: null,
      headerColor: spec.headerColor,
      domain: null,
      createdAt: daysAgo(now, faker, POST_WINDOW_DAYS + 60, THREE_YEARS_DAYS),
    };
    publications.push(publication);
    navigationItems.push(...generateNavigation(faker, publication.id, spec));

    const owner = owners[i]!;
    const others = faker.helpers.shuffle(writers.filter((w) => w !== owner));
    const editorCount = int(faker, 1, 3);
    const writerCount = int(faker, 2, 6);
    const staff: [Writer, CollectionRole][] = [
      [owner, 'OWNER'],
      ...others.slice(0, editorCount).map((w): [Writer, CollectionRole] => [w, 'EDITOR']),
      ...others.slice(editorCount, editorCount + writerCount).map((w): [Writer, CollectionRole] => [w, 'WRITER']),
    ];
    for (const [writer, role] of staff) {
      const joined = maxDate(publication.createdAt as Date, writer.user.createdAt);
      editors.push({ publicationId: publication.id, userId: writer.user.id, role, createdAt: new Date(joined.getTime() + int(faker, 0, 3 * DAY_MS)) });
      const list = memberships.get(writer.user.id) ?? [];
      list.push({ publication, spec, role });
      memberships.set(writer.user.id, list);
    }
  });
  return { publications, editors, navigationItems, memberships };
}

// ---------------------------------------------------------------------------------------------------
// Posts
// ---------------------------------------------------------------------------------------------------

/** Each writer at least once, the rest weighted (demo users heavily), in shuffled order. */
function assignCreators(faker: Faker, writers: readonly Writer[]): Writer[] {
  const assigned: Writer[] = [...writers];
  const weighted = writers.map((w) => ({ weight: w.postWeight, value: w }));
  while (assigned.length < POST_COUNT) assigned.push(faker.helpers.weightedArrayElement(weighted));
  return faker.helpers.shuffle(assigned);
}

function chooseTopic(faker: Faker, writer: Writer, membership: Membership | undefined): TopicSpec {
  if (membership !== undefined && chance(faker, 0.7)) return faker.helpers.arrayElement(topicsBySlug(membership.spec.topics));
  if (chance(faker, 0.8)) return faker.helpers.arrayElement(writer.topics);
  return faker.helpers.arrayElement(TOPICS);
}

/** A headline whose slug no other post has yet. */
function uniqueTitle(ctx: TextContext, usedSlugs: Set<string>): { title: string; focus: string } {
  const { faker, topic } = ctx;
  for (let attempt = 0; ; attempt++) {
    const focus = faker.helpers.arrayElement(topic.concepts);
    const titled = { ...ctx, focus };
    let title = titleCase(fill(faker.helpers.arrayElement(TITLE_TEMPLATES), titled));
    if (attempt >= 40) title = `Part ${attempt - 38}: ${title}`;
    const slug = slugify(title);
    if (!usedSlugs.has(slug)) {
      usedSlugs.add(slug);
      return { title, focus };
    }
  }
}

type PostDates = Pick<DemoPost, 'publishedAt' | 'latestPublishedAt' | 'createdAt' | 'updatedAt'>;

function postDates(faker: Faker, now: Date, isDraft: boolean): PostDates {
  if (isDraft) {
    const createdAt = daysAgo(now, faker, 1, 60);
    const updatedAt = minDate(now, new Date(createdAt.getTime() + int(faker, 0, 10 * DAY_MS)));
    return { publishedAt: null, latestPublishedAt: null, createdAt, updatedAt };
  }
  const publishedAt = daysAgo(now, faker, 0, POST_WINDOW_DAYS);
  const latestPublishedAt = chance(faker, 0.15) ? minDate(now, new Date(publishedAt.getTime() + int(faker, DAY_MS, 5 * DAY_MS))) : publishedAt;
  const createdAt = new Date(publishedAt.getTime() - int(faker, HOUR_MS, 14 * DAY_MS));
  const updatedAt = minDate(now, new Date(latestPublishedAt.getTime() + int(faker, 0, 3 * DAY_MS)));
  return { publishedAt, latestPublishedAt, createdAt, updatedAt };
}

function visibilityFor(faker: Faker, isLocked: boolean): PostVisibility {
  if (isLocked) return 'LOCKED';
  return chance(faker, UNLISTED_RATE_OF_UNLOCKED) ? 'UNLISTED' : 'PUBLIC';
}

type GeneratedPost = { post: DemoPost; topics: TopicSpec[] };

function generatePost(
  faker: Faker,
  now: Date,
  index: number,
  writer: Writer,
  memberships: readonly Membership[],
  users: readonly DemoUser[],
  ids: Set<string>,
  imageIds: Set<string>,
  usedSlugs: Set<string>,
  topicIds: Map<TopicSpec, string>,
): GeneratedPost {
  const membership = memberships.length > 0 && chance(faker, PUBLICATION_POST_RATE) ? faker.helpers.arrayElement(memberships) : undefined;
  const topic = chooseTopic(faker, writer, membership);
  const baseCtx: TextContext = { faker, topic, focus: topic.concepts[0]!, year: now.getUTCFullYear(), users, deck: [] };
  const { title, focus } = uniqueTitle(baseCtx, usedSlugs);
  const ctx: TextContext = { ...baseCtx, focus };
  const subtitle = sentence(faker.helpers.arrayElement(SUBTITLE_TEMPLATES), ctx);
  const body = index % SHOWCASE_EVERY === 0 ? showcaseBody(ctx, imageIds) : ordinaryBody(ctx, imageIds);
  const isDraft = chance(faker, DRAFT_RATE);
  const isLocked = chance(faker, LOCKED_RATE);
  const extraTopics = faker.helpers.arrayElements(
    TOPICS.filter((t) => t !== topic),
    faker.helpers.weightedArrayElement([
      { weight: 5, value: 0 },
      { weight: 3, value: 1 },
      { weight: 2, value: 2 },
    ]),
  );
  const post: DemoPost = {
    id: uniqueHexId(faker, ids),
    creatorId: writer.user.id,
    publicationId: membership?.publication.id ?? null,
    title,
    subtitle,
    slug: slugify(title),
    body,
    visibility: visibilityFor(faker, isLocked),
    isLocked,
    readingTime: readingTimeMinutes(body, title, subtitle),
    previewImage: body.find((p) => p.type === 'IMG')?.metadata ?? null,
    primaryTopicId: topicIds.get(topic) ?? null,
    statusForCollection: membership === undefined ? null : chance(faker, PENDING_RATE) ? 'PENDING' : 'APPROVED',
    ...postDates(faker, now, isDraft),
  };
  return { post, topics: [topic, ...extraTopics] };
}

function postTagsFor(faker: Faker, postId: string, topics: readonly TopicSpec[]): NewPostTag[] {
  const primaryTags = topics[0]!.tags;
  const relatedTags = topics.slice(1).flatMap((t) => t.tags);
  const count = int(faker, 1, Math.min(5, primaryTags.length + relatedTags.length));
  // Lead with the primary topic's tags so the first tag always fits the post.
  const chosen = [...faker.helpers.shuffle([...primaryTags]), ...faker.helpers.shuffle(relatedTags)].slice(0, count);
  return chosen.map(([slug], position) => ({ postId, tagSlug: slug, position }));
}

/**
 * The writer's own highlights (HIGHLIGHT markups): one in every fifth post, on the first plain paragraph's
 * second to fourth words. Drawn without the faker, after everything else, so the rest of the corpus is the same
 * for a seed as before highlights existed.
 */
function highlightSome(posts: DemoPost[]): void {
  posts.forEach((post, index) => {
    if (index % HIGHLIGHT_EVERY !== 0) return;
    const at = post.body.findIndex((p) => p.type === 'P' && wordSpans(p.text).length >= 6);
    if (at < 0) return;
    const paragraph = post.body[at]!;
    const spans = wordSpans(paragraph.text);
    const start = spans[1]!.start;
    const end = spans[3]!.end;
    const markups = [...paragraph.markups, { type: 'HIGHLIGHT' as const, start, end }].sort((a, b) => a.start - b.start || b.end - a.end);
    post.body = post.body.map((p, i) => (i === at ? { ...p, markups } : p));
  });
}

// ---------------------------------------------------------------------------------------------------
// Follows
// ---------------------------------------------------------------------------------------------------

function generateFollows(
  faker: Faker,
  now: Date,
  users: readonly DemoUser[],
  publications: readonly DemoPublication[],
): { userFollows: NewUserFollow[]; publicationFollows: NewPublicationFollow[] } {
  const userFollows: NewUserFollow[] = [];
  const publicationFollows: NewPublicationFollow[] = [];
  const demoUsers = users.slice(0, DEMO_USERS.length);
  for (const follower of users) {
    const count = int(faker, 5, 30);
    const followees = new Set<DemoUser>();
    // Demo users are popular: most readers follow a few of them.
    for (const demo of demoUsers) if (demo !== follower && chance(faker, 0.5)) followees.add(demo);
    const others = faker.helpers.shuffle(users.filter((u) => u !== follower && !followees.has(u)));
    for (const u of others) {
      if (followees.size >= count) break;
      followees.add(u);
    }
    for (const followee of followees) {
      userFollows.push({ followerId: follower.id, followeeId: followee.id, createdAt: daysAgo(now, faker, 0, FOLLOW_WINDOW_DAYS) });
    }
    for (const publication of faker.helpers.arrayElements(publications, int(faker, 0, 5))) {
      publicationFollows.push({ followerId: follower.id, publicationId: publication.id, createdAt: daysAgo(now, faker, 0, FOLLOW_WINDOW_DAYS) });
    }
  }
  return { userFollows, publicationFollows };
}

// ---------------------------------------------------------------------------------------------------
// Entry point
// ---------------------------------------------------------------------------------------------------

export function generateDemoCorpus(options: { seed: number; now: Date }): DemoCorpus {
  const { seed, now } = options;
  const faker = new Faker({ locale: [en, base] });
  faker.seed(seed);

  const ids = new Set<string>();
  const imageIds = new Set<string>();
  const usedSlugs = new Set<string>();

  const { topics, topicIds, tags } = generateTopics(faker, ids);
  const { users, writers } = generateUsers(faker, now, ids);
  const { publications, editors, navigationItems, memberships } = generatePublications(faker, now, ids, writers);

  const posts: DemoPost[] = [];
  const postTopics: NewPostTopic[] = [];
  const postTags: NewPostTag[] = [];
  assignCreators(faker, writers).forEach((writer, index) => {
    const { post, topics: postTopicSpecs } = generatePost(
      faker,
      now,
      index,
      writer,
      memberships.get(writer.user.id) ?? [],
      users,
      ids,
      imageIds,
      usedSlugs,
      topicIds,
    );
    posts.push(post);
    for (const topic of postTopicSpecs) postTopics.push({ postId: post.id, topicId: topicIds.get(topic)! });
    postTags.push(...postTagsFor(faker, post.id, postTopicSpecs));
  });

  const { userFollows, publicationFollows } = generateFollows(faker, now, users, publications);
  highlightSome(posts);

  return { users, publications, editors, navigationItems, topics, tags, posts, postTopics, postTags, userFollows, publicationFollows };
}
