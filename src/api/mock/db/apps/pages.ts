/** The sample pages: FAQ (facts of docs/spec.md §9), help center, profile, sales rows. */
import { HOSTILE_HTML, isoDay, isoMinutes, person } from '@/api/sample/pools';
import { createRng } from '@/api/sample/random';
import { PRODUCT_CATEGORIES } from '@/api/types/ecommerce';
import {
  PAYMENT_STATUSES,
  RECEIVED_PAYMENT_STATUSES,
  type FaqGroup,
  type HelpCenterData,
  type ProfileData,
  type SalesRow,
} from '@/api/types/pages';

import type { GeneratorContext } from '../index';
import pagesData from './pages.data.json';

const FAQ: FaqGroup[] = pagesData.faq;

/** The FAQ groups, a copy of their own for each database. */
export function createFaq(): FaqGroup[] {
  return structuredClone(FAQ);
}

/**
 * A help article as the data writes it: `age` is how many days before the samples' day it last
 * changed.
 */
interface HelpArticleSource {
  category: string;
  slug: string;
  title: string;
  age: number;
  /** The two sections of (untrusted) HTML. */
  product: string;
  checkout: string;
}

/** The first popular article: what the help center's article call answers without parameters. */
const FIRST_POPULAR = 'find-anything-from-the-keyboard';

/**
 * The hostile payloads live here: help articles are rich text from authors (the image keeps an
 * empty alt, as an author's decorative picture would: its onerror is the attack).
 */
function withHostilePayloads(article: HelpArticleSource): HelpArticleSource {
  if (article.slug !== FIRST_POPULAR) return article;
  return {
    ...article,
    product: `${article.product}${HOSTILE_HTML[1].replace('<img ', '<img alt="" ')}`,
    checkout: `${article.checkout}${HOSTILE_HTML[0]}${HOSTILE_HTML[2]}`,
  };
}

/** The help articles, the hostile payloads among them. */
const ARTICLES: HelpArticleSource[] = pagesData.helpArticles.map(withHostilePayloads);

const CATEGORIES: { slug: string; title: string; icon: string }[] = pagesData.helpCategories;

export function createHelpCenter(ctx: GeneratorContext): HelpCenterData {
  const card = (category: string, slug: string, title: string, subtitle: string, icon: string) => ({
    category,
    slug,
    title,
    img: '',
    subtitle,
    icon,
  });
  return {
    popularArticles: [
      card(
        'getting-started',
        FIRST_POPULAR,
        'Getting Started',
        'Pages, devices and actions from the keyboard.',
        'tabler-rocket',
      ),
      card(
        'getting-started',
        'first-steps',
        'First Steps',
        'Set up locations, device types and the first devices.',
        'tabler-gift',
      ),
      card(
        'devices',
        'add-external-content',
        'Device Documents',
        'Where the manuals and certificates of a device are listed.',
        'tabler-file-text',
      ),
    ],
    keepLearning: [
      card(
        'devices',
        'how-do-i-register-a-device',
        'Register Equipment',
        'Numbers, types and locations of new devices.',
        'tabler-plug-connected',
      ),
      card(
        'inspections',
        'how-are-inspections-planned',
        'Plan Inspections',
        'How the next inspection of each device is worked out.',
        'tabler-calendar-check',
      ),
      card(
        'account-security',
        'how-do-i-change-a-users-password',
        'Keep Accounts Safe',
        'Passwords, and what each account may do.',
        'tabler-shield-lock',
      ),
    ],
    allArticles: CATEGORIES.map((c) => ({
      ...c,
      articles: ARTICLES.filter((a) => a.category === c.slug).map(({ slug, title }) => ({
        slug,
        title,
      })),
    })),
    articles: ARTICLES.map((a) => ({
      category: a.category,
      slug: a.slug,
      title: a.title,
      lastUpdated: isoDay(ctx.now, -a.age),
      productContent: a.product,
      checkoutContent: a.checkout,
      productImg: '',
      checkoutImg: '',
    })),
    votes: [
      { category: 'getting-started', article: FIRST_POPULAR, userId: null, helpful: true },
      { category: 'getting-started', article: FIRST_POPULAR, userId: null, helpful: true },
      { category: 'getting-started', article: FIRST_POPULAR, userId: null, helpful: false },
      { category: 'devices', article: 'how-do-i-register-a-device', userId: null, helpful: true },
    ],
  };
}

type Rng = ReturnType<typeof createRng>;
/** One of the people both the connections tab and the profile tab's list show. */
interface ProfilePerson {
  id: number;
  name: string;
  connections: number;
  isConnected: boolean;
}

/** Chips in the kit's colours, in turn. */
const chipsOf = (...titles: string[]) =>
  titles.map((title, i) => ({ title, color: ['primary', 'info', 'success', 'warning'][i % 4] }));

/** A member of a team or project: a name, no picture. */
const memberOf = (rng: Rng) => () => ({ name: person(rng).fullName, avatar: '' });

/** The profile tab's projects table (draws from rng: call in the generator's order). */
function profileProjectTable(
  ctx: GeneratorContext,
  rng: Rng,
): ProfileData['tabs']['profile']['projectTable'] {
  return [
    'BGC eCommerce App',
    'Falcon Logo Design',
    'Dashboard Design',
    'Foodista Mobile App',
    'Dojo React Project',
    'Substation Retrofit',
    'Meter Rollout',
    'Grid Monitoring Portal',
  ].map((name, i) => ({
    id: i + 1,
    name,
    leader: person(rng).fullName,
    date: isoDay(ctx.now, -rng.int(10, 300)),
    status: rng.int(0, 100),
    avatar: '',
    avatarGroup: Array.from({ length: rng.int(2, 5) }, () => person(rng).fullName),
    avatarColor: ['primary', 'success', 'info', 'warning'][i % 4],
  }));
}

/** The profile tab's activity timeline (draws from rng: call in the generator's order). */
function profileActivity(
  ctx: GeneratorContext,
  rng: Rng,
): ProfileData['tabs']['profile']['activityTimeline'] {
  return [
    {
      id: 1,
      title: 'Inspection report approved',
      description:
        'The yearly inspection of substation 3 passed; the report is filed with the devices.',
      color: 'success',
      time: isoMinutes(ctx.now, -42),
      people: [],
    },
    {
      id: 2,
      title: 'Client meeting',
      description: 'Project review with the client about the meter rollout, 10:00 in room 4.',
      color: 'primary',
      time: isoMinutes(ctx.now, -60 * 5),
      people: [person(rng).fullName],
    },
    {
      id: 3,
      title: 'New project created',
      description: 'Grid Monitoring Portal, with a team of four.',
      color: 'info',
      time: isoMinutes(ctx.now, -60 * 26),
      people: Array.from({ length: 4 }, () => person(rng).fullName),
    },
    {
      id: 4,
      title: 'Twelve invoices paid',
      description: 'The invoices of May were paid to the maintenance contractor.',
      color: 'warning',
      time: isoMinutes(ctx.now, -60 * 24 * 3),
      people: [],
    },
    {
      id: 5,
      title: 'Breaker 24CB10007 replaced',
      description: 'The faulty breaker of panel B was replaced and tested.',
      color: 'error',
      time: isoMinutes(ctx.now, -60 * 24 * 6),
      people: [person(rng).fullName],
    },
  ];
}

/**
 * The profile tab: about, contacts, overview and the people, teams, projects and activity lists.
 */
function profileTab(
  ctx: GeneratorContext,
  rng: Rng,
  people: ProfilePerson[],
): ProfileData['tabs']['profile'] {
  const projectTable = profileProjectTable(ctx, rng);
  const activityTimeline = profileActivity(ctx, rng);
  return {
    about: [
      { property: 'fullName', value: 'John Doe', icon: 'tabler-user' },
      { property: 'status', value: 'active', icon: 'tabler-check' },
      { property: 'role', value: 'Administrator', icon: 'tabler-crown' },
      { property: 'language', value: 'English', icon: 'tabler-language' },
    ],
    contacts: [
      { property: 'contact', value: '(123) 456-7890', icon: 'tabler-phone-call' },
      { property: 'skype', value: 'john.doe', icon: 'tabler-messages' },
      { property: 'email', value: 'admin@demo.com', icon: 'tabler-mail' },
    ],
    teams: [
      {
        property: 'Backend Developer',
        value: 126,
        icon: 'tabler-brand-github',
        color: 'secondary',
      },
      { property: 'Field Service', value: 98, icon: 'tabler-bolt', color: 'primary' },
    ],
    overview: [
      { property: 'tasksCompleted', value: '13500', icon: 'tabler-check' },
      { property: 'connections', value: '897', icon: 'tabler-users' },
      { property: 'projectsCompleted', value: '146', icon: 'tabler-layout-grid' },
    ],
    connections: people.slice(0, 5).map((p) => ({
      id: p.id,
      isFriend: p.isConnected,
      connections: p.connections,
      name: p.name,
      avatar: '',
    })),
    teamsTech: [
      {
        members: 72,
        chipColor: 'error',
        chipText: 'Developer',
        title: 'React Developers',
        avatar: '',
      },
      {
        members: 122,
        chipColor: 'primary',
        chipText: 'Support',
        title: 'Support Team',
        avatar: '',
      },
      { members: 7, chipColor: 'info', chipText: 'Designer', title: 'UI Designer', avatar: '' },
      {
        members: 289,
        chipColor: 'warning',
        chipText: 'Field',
        title: 'Field Engineers',
        avatar: '',
      },
    ],
    projectTable,
    activityTimeline,
  };
}

/** The teams tab. */
function profileTeams(rng: Rng): ProfileData['tabs']['teams'] {
  const member = memberOf(rng);
  const teamNames = [
    'React Developers',
    'Field Engineers',
    'Creative Designers',
    'Support Team',
    'Digital Marketing',
    'Substation Crew',
  ];
  const teamDescriptions = [
    'We build the screens of the equipment register and keep them fast.',
    'We install, inspect and repair the equipment on every site.',
    'We design the forms, dashboards and printed reports.',
    'We answer the questions of customers and field crews.',
    'We tell customers about new services and tariffs.',
    'We keep the substations of the northern district running.',
  ];
  return teamNames.map((title, i) => ({
    title,
    avatar: '',
    extraMembers: rng.int(0, 30),
    avatarGroup: Array.from({ length: 3 }, member),
    description: teamDescriptions[i],
    chips: chipsOf(...(i % 2 ? ['Field', 'Safety'] : ['React', 'Design'])),
  }));
}

/** The projects tab. */
function profileProjects(ctx: GeneratorContext, rng: Rng): ProfileData['tabs']['projects'] {
  const member = memberOf(rng);
  return [
    'Social Banners',
    'Admin Template',
    'App Design',
    'Create Website',
    'Figma Dashboard',
    'Substation Retrofit',
  ].map((title, i) => {
    const totalTask = rng.int(50, 300);
    const completedTask = i === 5 ? totalTask : rng.int(0, totalTask);
    const budget = rng.int(5, 90) * 1000;
    // Days left are the days to the deadline (from the samples' day), not a number of their own.
    const daysLeft = rng.int(1, 60);
    return {
      title,
      client: person(rng).fullName,
      description: [
        'Banners and posters for the safety campaign of the field crews.',
        'The admin template the equipment register is built on.',
        'Screens of the inspection app used on site.',
        'The public website with the outage map.',
        'A dashboard of the devices due for inspection.',
        'New switchgear and protection relays in substation 3.',
      ][i],
      avatar: '',
      avatarGroup: Array.from({ length: rng.int(2, 5) }, member),
      daysLeft,
      comments: rng.int(0, 200),
      totalTask,
      completedTask,
      tasks: `${completedTask}/${totalTask}`,
      hours: rng.int(10, 500),
      budget,
      budgetSpent: Math.round(budget * rng.int(10, 95)) / 100,
      startDate: isoDay(ctx.now, -rng.int(30, 200)),
      deadline: isoDay(ctx.now, daysLeft),
      members: rng.int(2, 30),
      chipColor: ['success', 'warning', 'error', 'info'][i % 4],
    };
  });
}

/** The connections tab. */
function profileConnections(rng: Rng, people: ProfilePerson[]): ProfileData['tabs']['connections'] {
  return people.map((p, i) => ({
    id: p.id,
    name: p.name,
    designation: ['UI Designer', 'Field Engineer', 'Site Manager', 'Protection Engineer'][i % 4],
    avatar: '',
    tasks: rng.int(10, 900),
    projects: rng.int(1, 200),
    connections: p.connections,
    isConnected: p.isConnected,
    chips: chipsOf(...(i % 2 ? ['Field', 'Safety'] : ['Figma', 'Sketch'])),
  }));
}

export function createProfile(ctx: GeneratorContext): ProfileData {
  const rng = createRng(ctx.seed + 901);
  // One set of people for the connections tab and the profile tab's list: connecting on either is
  // the same.
  const people = Array.from({ length: 8 }, (_, i) => ({
    id: i + 1,
    name: person(rng).fullName,
    connections: rng.int(10, 900),
    isConnected: i % 2 === 0,
  }));
  // In this order: each draws from rng.
  const profile = profileTab(ctx, rng, people);
  const teams = profileTeams(rng);
  const projects = profileProjects(ctx, rng);
  const connections = profileConnections(rng, people);
  return {
    header: {
      fullName: 'John Doe',
      // The one place the person's country is kept: the about tab's country line is answered from
      // it.
      city: 'New York',
      country: 'US',
      joiningDate: isoDay(ctx.now, -400),
      designation: 'Equipment Administrator',
      profileImg: '',
      coverImg: '',
    },
    tabs: { profile, teams, projects, connections },
  };
}

export const SALES_ROW_COUNT = 100;

export function createSalesRows(ctx: GeneratorContext): SalesRow[] {
  const rng = createRng(ctx.seed + 902);
  return Array.from({ length: SALES_ROW_COUNT }, (_, i): SalesRow => {
    const price = rng.int(10, 999);
    const total = price * rng.int(1, 3);
    const received = rng.pick(RECEIVED_PAYMENT_STATUSES);
    const name = `${rng.pick(['Apple', 'Sony', 'Philips', 'Siemens'])} ${rng.pick(['Watch', 'Speaker', 'Lamp', 'Meter'])} ${i + 1}`;
    return {
      product: {
        id: i + 1,
        name,
        slug: name.toLowerCase().replace(/\s+/g, '-'),
        brand: name.split(' ')[0],
        category: rng.pick(PRODUCT_CATEGORIES),
        price,
        image: '',
        hasFreeShipping: rng.chance(0.5),
        rating: rng.int(1, 5),
        description: 'A sample product of the sales datatable.',
      },
      date: isoDay(ctx.now, -rng.int(0, 365)),
      buyer: { name: person(rng).fullName, avatar: rng.chance(0.5) ? '' : null },
      payment: {
        total,
        receivedPaymentStatus: received,
        paidAmount:
          received === 'Fully Paid' ? total : received === 'Unpaid' ? 0 : rng.int(1, total - 1),
        status: rng.pick(PAYMENT_STATUSES),
      },
    };
  });
}
