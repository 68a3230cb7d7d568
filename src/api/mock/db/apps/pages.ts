/** The sample pages: FAQ (facts of SPEC.md §9), help center, profile, sales rows, project rows. */
import {
  PAYMENT_STATUSES,
  RECEIVED_PAYMENT_STATUSES,
  type FaqGroup,
  type HelpCenterData,
  type ProfileData,
  type ProjectAnalyticsRow,
  type SalesRow,
} from '../../../types/pages';
import { PRODUCT_CATEGORIES } from '../../../types/ecommerce';
import type { GeneratorContext } from '../index';
import { createRng } from '../random';
import { HOSTILE_HTML, isoDay, isoMinutes, person } from './pools';

export const SALES_ROW_COUNT = 100;
export const PROJECT_ROW_COUNT = 12;

export function createFaq(): FaqGroup[] {
  return [
    {
      faqTitle: 'Payment',
      faqIcon: 'tabler-credit-card',
      faqSubtitle: 'Get help with payment',
      faqs: [
        { question: 'When is payment taken for my order?', answer: 'Payment is taken during the checkout process when you pay for your order. The order number that appears on the confirmation screen shows that the payment was successful.' },
        { question: 'How do I pay for my order?', answer: 'We accept Visa, MasterCard, American Express and PayPal. Business accounts can also pay by bank transfer within 30 days of the invoice date.' },
        { question: 'What should I do if I am having trouble placing an order?', answer: 'Contact our customer support team by e-mail or phone; have your basket open so that we can see the same items you do.' },
        { question: 'Which license do I need for an end product that is only accessible to paying users?', answer: 'An extended license: it covers an end product that paying users access, such as a monitoring portal sold to your customers.' },
        { question: 'Does my subscription automatically renew?', answer: 'Yes. Subscriptions renew at the end of each period until you cancel them from the billing page of your account.' },
      ],
    },
    {
      faqTitle: 'Delivery',
      faqIcon: 'tabler-shopping-cart',
      faqSubtitle: 'Get help with delivery',
      faqs: [
        { question: 'How would you ship my order?', answer: 'Large items such as switchgear and transformers go by scheduled delivery on a day you choose; small items go by parcel delivery.' },
        { question: 'What is the delivery cost of my order?', answer: 'Scheduled delivery costs $69 or $99 depending on the size of the items. Parcel delivery is free.' },
        { question: 'What to do if my product arrives damaged?', answer: 'Report the damage within 48 hours of delivery, with a photo of the item and its packaging, and we will arrange a replacement.' },
        { question: 'Can I change the day of a scheduled delivery?', answer: 'Yes: open the order and choose another day. Changes are possible up to 72 hours before the delivery date.' },
      ],
    },
    {
      faqTitle: 'Cancellation & Return',
      faqIcon: 'tabler-refresh',
      faqSubtitle: 'Get help with cancellation & return',
      faqs: [
        { question: 'Can I cancel my order?', answer: 'Scheduled delivery orders can be cancelled 72 hours before the delivery date, from the order page or by calling us. Parcel delivery orders can be cancelled until they are dispatched.' },
        { question: 'Can I return my product?', answer: 'You can return a product within 15 days of delivery, unused and in its original packaging. We refund the full price once the item is back with us.' },
        { question: 'Where can I view the status of my return?', answer: 'Open your orders page and choose the return: it shows each step, from the collection to the refund.' },
      ],
    },
    {
      faqTitle: 'My Orders',
      faqIcon: 'tabler-box',
      faqSubtitle: 'Order details',
      faqs: [
        { question: 'Has my order been successful?', answer: 'All successful orders get a confirmation e-mail with the order number. If none arrived, check your spam folder before ordering again.' },
        { question: 'My promotion code is not working, what can I do?', answer: 'Check that the code is still valid and applies to the items in your basket; codes are case-sensitive.' },
        { question: 'How do I track my orders?', answer: 'Use the tracking link in your dispatch e-mail, or open the order in your account to see where it is.' },
      ],
    },
    {
      faqTitle: 'Product & Services',
      faqIcon: 'tabler-settings',
      faqSubtitle: 'Get help with product & services',
      faqs: [
        { question: 'Will I be notified once my order has shipped?', answer: 'Yes, we send an e-mail when your order is dispatched, and a text message on the day of a scheduled delivery.' },
        { question: 'Where can I find warranty information?', answer: 'Warranty details are on each product page and in the documents that come with the item.' },
        { question: 'How can I get the test certificate of a device?', answer: 'Certificates are attached to each device in the register: open the device and choose its documents.' },
      ],
    },
  ];
}

/** Help articles: the category, the slug, the title and two sections of (untrusted) HTML. */
const ARTICLES: { category: string; slug: string; title: string; age: number; product: string; checkout: string }[] = [
  {
    category: 'getting-started',
    slug: 'how-to-add-product-in-cart',
    title: 'How to add product in cart?',
    age: 31,
    // The hostile payloads live here: help articles are rich text from authors (the image keeps an
    // empty alt, as an author's decorative picture would: its onerror is the attack).
    product: `<p>If you are after only one item, simply choose the <strong>Buy Now</strong> option on the item page. This takes you directly to checkout.</p><p>If you want several items, use the <strong>Add to cart</strong> button and then choose <strong>View cart</strong> to go to the cart page, where you can change the quantities.</p>${HOSTILE_HTML[1].replace('<img ', '<img alt="" ')}`,
    checkout: `<p>Once you have added all items, open the cart and proceed to checkout. You can:</p><ul><li>change the delivery address,</li><li>choose scheduled or parcel delivery,</li><li>pay by card or PayPal.</li></ul>${HOSTILE_HTML[0]}${HOSTILE_HTML[2]}`,
  },
  {
    category: 'getting-started',
    slug: 'first-steps',
    title: 'First steps with the equipment register',
    age: 12,
    product: '<p>The register lists every device of your sites with its number, type, location and status. Start by creating the <strong>locations</strong> of your site: a substation, its rooms, their panels.</p>',
    checkout: '<p>Then add the <strong>device types</strong> you use, each with its inspection interval, and register the devices. The home page shows what is due as soon as the first device is in.</p>',
  },
  {
    category: 'getting-started',
    slug: 'add-external-content',
    title: 'How do I attach manuals and certificates?',
    age: 45,
    product: '<p>Open a device and choose <strong>Documents</strong>. Drop a PDF or a picture on the page, or choose a file; it is kept with the device.</p>',
    checkout: '<p>Each document has a kind (manual, certificate, photo, report) so that an inspector finds the last test certificate at once.</p>',
  },
  {
    category: 'buying',
    slug: 'what-are-favourites',
    title: 'What are Favourites?',
    age: 60,
    product: '<p>Favourites are items you marked with the heart on their page, to find them again later.</p>',
    checkout: '<p>Open <strong>Favourites</strong> from your account menu to see them, add one to the cart or remove it.</p>',
  },
  {
    category: 'buying',
    slug: 'how-do-i-purchase-an-item',
    title: 'How do I purchase an item?',
    age: 20,
    product: '<p>Choose the item, its quantity and <strong>Add to cart</strong>, then proceed to checkout.</p>',
    checkout: '<p>At checkout, choose the delivery and the payment. You get a confirmation e-mail with the order number.</p>',
  },
  {
    category: 'buying',
    slug: 'how-do-i-add-or-change-my-details',
    title: 'How do I add or change my details?',
    age: 90,
    product: '<p>Open your profile from the user menu and choose <strong>Edit</strong>.</p>',
    checkout: '<p>Your billing address and tax number print on every invoice issued after the change.</p>',
  },
  {
    category: 'buying',
    slug: 'how-do-i-use-a-promotion-code',
    title: 'How do I use a promotion code?',
    age: 8,
    product: '<p>Type the code in the <strong>Promotion code</strong> field of the cart and choose <strong>Apply</strong>.</p>',
    checkout: '<p>The discount shows in the totals before you pay. One code applies per order.</p>',
  },
  {
    category: 'item-support',
    slug: 'what-is-item-support',
    title: 'What is Item Support?',
    age: 75,
    product: '<p>Item support is help from the author of an item: answers about its features and fixes of its defects.</p>',
    checkout: '<p>It does not cover changes made to suit your own project.</p>',
  },
  {
    category: 'item-support',
    slug: 'how-to-contact-an-author',
    title: 'How to contact an author?',
    age: 33,
    product: '<p>Open the item page and choose <strong>Support</strong>; the author answers within two working days.</p>',
    checkout: '<p>Include your purchase code so that the author can find your order.</p>',
  },
  {
    category: 'item-support',
    slug: 'where-is-my-purchase-code',
    title: 'Where is my purchase code?',
    age: 15,
    product: '<p>The purchase code is in the licence certificate you can download from your orders page.</p>',
    checkout: '<p>Keep it private: it proves that you bought the item.</p>',
  },
  {
    category: 'licenses',
    slug: 'which-license-do-i-need',
    title: 'Which license do I need?',
    age: 120,
    product: '<p>A <strong>regular</strong> licence covers one end product that users do not pay for.</p>',
    checkout: '<p>An <strong>extended</strong> licence covers one end product that paying users access.</p>',
  },
  {
    category: 'licenses',
    slug: 'can-i-use-an-item-in-a-product-i-sell',
    title: 'Can I use an item in a product I sell?',
    age: 64,
    product: '<p>Yes, with an extended licence, as part of a larger product.</p>',
    checkout: '<p>You may not sell the item on its own, even changed.</p>',
  },
  {
    category: 'devices',
    slug: 'how-do-i-register-a-device',
    title: 'How do I register a device?',
    age: 5,
    product: '<p>Open the register and choose <strong>Add device</strong>. Choose its type: the number is proposed from the year and the type code, such as 24DC10001.</p>',
    checkout: '<p>Choose its location and, when you know them, the install date and the last inspection: the next inspection is worked out from the type’s interval.</p>',
  },
  {
    category: 'devices',
    slug: 'how-do-i-move-a-device-to-another-location',
    title: 'How do I move a device to another location?',
    age: 27,
    product: '<p>Open the device and choose <strong>Edit</strong>, then choose the new location.</p>',
    checkout: '<p>The move is written to the device’s history with the date and your name.</p>',
  },
  {
    category: 'devices',
    slug: 'how-are-inspections-planned',
    title: 'How are inspections planned?',
    age: 3,
    product: '<p>Each device type has an inspection interval in days. The next inspection is the last one plus that interval.</p>',
    checkout: '<p>Recording a done inspection moves the date on; the home page lists what falls due in the next 30 days.</p>',
  },
  {
    category: 'account-security',
    slug: 'how-do-i-change-my-password',
    title: 'How do I change my password?',
    age: 40,
    product: '<p>Open your account settings and choose <strong>Security</strong>.</p>',
    checkout: '<p>A password needs at least eight characters, with a capital letter, a number and a symbol.</p>',
  },
  {
    category: 'account-security',
    slug: 'how-do-i-turn-on-two-step-verification',
    title: 'How do I turn on two-step verification?',
    age: 18,
    product: '<p>In <strong>Security</strong>, choose <strong>Two-step verification</strong> and scan the code with an authenticator app.</p>',
    checkout: '<p>Keep the recovery codes somewhere safe: they let you in if you lose your phone.</p>',
  },
];

const CATEGORIES: { slug: string; title: string; icon: string }[] = [
  { slug: 'getting-started', title: 'Getting Started', icon: 'tabler-rocket' },
  { slug: 'buying', title: 'Buying', icon: 'tabler-shopping-cart' },
  { slug: 'item-support', title: 'Item Support', icon: 'tabler-help' },
  { slug: 'licenses', title: 'Licenses', icon: 'tabler-file-text' },
  { slug: 'devices', title: 'Devices', icon: 'tabler-bolt' },
  { slug: 'account-security', title: 'Account & Security', icon: 'tabler-lock' },
];

export function createHelpCenter(ctx: GeneratorContext): HelpCenterData {
  const card = (category: string, slug: string, title: string, subtitle: string, icon: string) => ({ category, slug, title, img: '', subtitle, icon });
  return {
    popularArticles: [
      card('getting-started', 'how-to-add-product-in-cart', 'Getting Started', 'Add items to the cart and check out in a few steps.', 'tabler-rocket'),
      card('getting-started', 'first-steps', 'First Steps', 'Set up locations, device types and the first devices.', 'tabler-gift'),
      card('getting-started', 'add-external-content', 'Add External Content', 'Attach manuals and certificates to a device.', 'tabler-file-upload'),
    ],
    keepLearning: [
      card('devices', 'how-do-i-register-a-device', 'Register Equipment', 'Numbers, types and locations of new devices.', 'tabler-plug-connected'),
      card('devices', 'how-are-inspections-planned', 'Plan Inspections', 'How the next inspection of each device is worked out.', 'tabler-calendar-check'),
      card('account-security', 'how-do-i-turn-on-two-step-verification', 'Keep Your Account Safe', 'Passwords and two-step verification.', 'tabler-shield-lock'),
    ],
    allArticles: CATEGORIES.map((c) => ({ ...c, articles: ARTICLES.filter((a) => a.category === c.slug).map(({ slug, title }) => ({ slug, title })) })),
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
      { category: 'getting-started', article: 'how-to-add-product-in-cart', userId: null, helpful: true },
      { category: 'getting-started', article: 'how-to-add-product-in-cart', userId: null, helpful: true },
      { category: 'getting-started', article: 'how-to-add-product-in-cart', userId: null, helpful: false },
      { category: 'devices', article: 'how-do-i-register-a-device', userId: null, helpful: true },
    ],
  };
}

export function createProfile(ctx: GeneratorContext): ProfileData {
  const rng = createRng(ctx.seed + 901);
  const member = () => ({ name: person(rng).fullName, avatar: '' });
  const chips = (...titles: string[]) => titles.map((title, i) => ({ title, color: ['primary', 'info', 'success', 'warning'][i % 4] }));
  // One set of people for the connections tab and the profile tab's list: connecting on either is the same.
  const people = Array.from({ length: 8 }, (_, i) => ({
    id: i + 1,
    name: person(rng).fullName,
    connections: rng.int(10, 900),
    isConnected: i % 2 === 0,
  }));
  const teamNames = ['React Developers', 'Field Engineers', 'Creative Designers', 'Support Team', 'Digital Marketing', 'Substation Crew'];
  const teamDescriptions = [
    'We build the screens of the equipment register and keep them fast.',
    'We install, inspect and repair the equipment on every site.',
    'We design the forms, dashboards and printed reports.',
    'We answer the questions of customers and field crews.',
    'We tell customers about new services and tariffs.',
    'We keep the substations of the northern district running.',
  ];
  return {
    header: {
      fullName: 'John Doe',
      location: 'Vatican City',
      joiningDate: isoDay(ctx.now, -400),
      designation: 'Equipment Administrator',
      profileImg: '',
      coverImg: '',
    },
    tabs: {
      profile: {
        about: [
          { property: 'fullName', value: 'John Doe', icon: 'tabler-user' },
          { property: 'status', value: 'active', icon: 'tabler-check' },
          { property: 'role', value: 'Administrator', icon: 'tabler-crown' },
          { property: 'country', value: 'USA', icon: 'tabler-flag' },
          { property: 'language', value: 'English', icon: 'tabler-language' },
        ],
        contacts: [
          { property: 'contact', value: '(123) 456-7890', icon: 'tabler-phone-call' },
          { property: 'skype', value: 'john.doe', icon: 'tabler-messages' },
          { property: 'email', value: 'admin@demo.com', icon: 'tabler-mail' },
        ],
        teams: [
          { property: 'Backend Developer', value: 126, icon: 'tabler-brand-github', color: 'secondary' },
          { property: 'Field Service', value: 98, icon: 'tabler-bolt', color: 'primary' },
        ],
        overview: [
          { property: 'tasksCompleted', value: '13500', icon: 'tabler-check' },
          { property: 'connections', value: '897', icon: 'tabler-users' },
          { property: 'projectsCompleted', value: '146', icon: 'tabler-layout-grid' },
        ],
        connections: people.slice(0, 5).map((p) => ({ id: p.id, isFriend: p.isConnected, connections: p.connections, name: p.name, avatar: '' })),
        teamsTech: [
          { members: 72, chipColor: 'error', chipText: 'Developer', title: 'React Developers', avatar: '' },
          { members: 122, chipColor: 'primary', chipText: 'Support', title: 'Support Team', avatar: '' },
          { members: 7, chipColor: 'info', chipText: 'Designer', title: 'UI Designer', avatar: '' },
          { members: 289, chipColor: 'warning', chipText: 'Field', title: 'Field Engineers', avatar: '' },
        ],
        projectTable: ['BGC eCommerce App', 'Falcon Logo Design', 'Dashboard Design', 'Foodista Mobile App', 'Dojo React Project', 'Substation Retrofit', 'Meter Rollout', 'Grid Monitoring Portal'].map((name, i) => ({
          id: i + 1,
          name,
          leader: person(rng).fullName,
          date: isoDay(ctx.now, -rng.int(10, 300)),
          status: rng.int(0, 100),
          avatar: '',
          avatarGroup: Array.from({ length: rng.int(2, 5) }, () => person(rng).fullName),
          avatarColor: ['primary', 'success', 'info', 'warning'][i % 4],
        })),
        activityTimeline: [
          { id: 1, title: 'Inspection report approved', description: 'The yearly inspection of substation 3 passed; the report is filed with the devices.', color: 'success', time: isoMinutes(ctx.now, -42), people: [] },
          { id: 2, title: 'Client meeting', description: 'Project review with the client about the meter rollout, 10:00 in room 4.', color: 'primary', time: isoMinutes(ctx.now, -60 * 5), people: [person(rng).fullName] },
          { id: 3, title: 'New project created', description: 'Grid Monitoring Portal, with a team of four.', color: 'info', time: isoMinutes(ctx.now, -60 * 26), people: Array.from({ length: 4 }, () => person(rng).fullName) },
          { id: 4, title: 'Twelve invoices paid', description: 'The invoices of May were paid to the maintenance contractor.', color: 'warning', time: isoMinutes(ctx.now, -60 * 24 * 3), people: [] },
          { id: 5, title: 'Breaker 24CB10007 replaced', description: 'The faulty breaker of panel B was replaced and tested.', color: 'error', time: isoMinutes(ctx.now, -60 * 24 * 6), people: [person(rng).fullName] },
        ],
      },
      teams: teamNames.map((title, i) => ({
        title,
        avatar: '',
        extraMembers: rng.int(0, 30),
        avatarGroup: Array.from({ length: 3 }, member),
        description: teamDescriptions[i],
        chips: chips(...(i % 2 ? ['Field', 'Safety'] : ['React', 'Design'])),
      })),
      projects: ['Social Banners', 'Admin Template', 'App Design', 'Create Website', 'Figma Dashboard', 'Substation Retrofit'].map((title, i) => {
        const totalTask = rng.int(50, 300);
        const completedTask = i === 5 ? totalTask : rng.int(0, totalTask);
        const budget = rng.int(5, 90) * 1000;
        // Days left are the days to the deadline (from the samples' day), not a number of their own.
        const daysLeft = rng.int(1, 60);
        return {
          title,
          client: person(rng).fullName,
          description: ['Banners and posters for the safety campaign of the field crews.', 'The admin template the equipment register is built on.', 'Screens of the inspection app used on site.', 'The public website with the outage map.', 'A dashboard of the devices due for inspection.', 'New switchgear and protection relays in substation 3.'][i],
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
      }),
      connections: people.map((p, i) => ({
        id: p.id,
        name: p.name,
        designation: ['UI Designer', 'Field Engineer', 'Site Manager', 'Protection Engineer'][i % 4],
        avatar: '',
        tasks: rng.int(10, 900),
        projects: rng.int(1, 200),
        connections: p.connections,
        isConnected: p.isConnected,
        chips: chips(...(i % 2 ? ['Field', 'Safety'] : ['Figma', 'Sketch'])),
      })),
    },
  };
}

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
        paidAmount: received === 'Fully Paid' ? total : received === 'Unpaid' ? 0 : rng.int(1, total - 1),
        status: rng.pick(PAYMENT_STATUSES),
      },
    };
  });
}

export function createProjectAnalytics(ctx: GeneratorContext): ProjectAnalyticsRow[] {
  const rng = createRng(ctx.seed + 903);
  const names = ['Website SEO', 'Social Banners', 'Logo Designs', 'IOS App Design', 'Figma Dashboards', 'Crypto Admin', 'Create Website', 'App Design', 'Substation Audit', 'Meter Rollout', 'Grid Dashboard', 'Asset Register'];
  const categories = ['React Project', 'Social Project', 'Personal Project', 'UI/UX Project', 'Vue Project', 'HTML Project'];
  return names.slice(0, PROJECT_ROW_COUNT).map((name, i) => ({
    id: i + 1,
    logo: '',
    name,
    date: categories[i % categories.length],
    leader: person(rng).fullName,
    team: Array.from({ length: rng.int(2, 4) }, () => ''),
    status: rng.int(0, 100),
  }));
}
