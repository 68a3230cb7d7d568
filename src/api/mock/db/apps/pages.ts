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
import { HOSTILE_HTML, isoDay, person } from './pools';

export const SALES_ROW_COUNT = 100;
export const PROJECT_ROW_COUNT = 12;

export function createFaq(): FaqGroup[] {
  return [
    {
      faqTitle: 'Payment',
      faqIcon: 'tabler-credit-card',
      faqSubtitle: 'Get help with payment',
      faqs: [
        { question: 'When is payment taken for my order?', answer: 'Payment is taken during the checkout process when you pay for your order.' },
        { question: 'How do I pay for my order?', answer: 'We accept Visa, MasterCard, American Express and PayPal.' },
        { question: 'What should I do if I am having trouble placing an order?', answer: 'Contact our customer support team by e-mail or phone.' },
      ],
    },
    {
      faqTitle: 'Delivery',
      faqIcon: 'tabler-shopping-cart',
      faqSubtitle: 'Get help with delivery',
      faqs: [
        { question: 'How would you ship my order?', answer: 'Large items go by scheduled delivery; small items go by parcel delivery.' },
        { question: 'What is the delivery cost of my order?', answer: 'Scheduled delivery costs $69 or $99 depending on the item size. Parcel delivery is free.' },
        { question: 'What to do if my product arrives damaged?', answer: 'Report the damage within 48 hours of delivery and we will arrange a replacement.' },
      ],
    },
    {
      faqTitle: 'Cancellation & Return',
      faqIcon: 'tabler-refresh',
      faqSubtitle: 'Get help with cancellation & return',
      faqs: [
        { question: 'Can I cancel my order?', answer: 'Scheduled delivery orders can be cancelled up to 72 hours before the delivery date.' },
        { question: 'Can I return my product?', answer: 'You can return your product within 15 days of delivery.' },
        { question: 'Where can I view the status of my return?', answer: 'Open your orders page and choose the return.' },
      ],
    },
    {
      faqTitle: 'My Orders',
      faqIcon: 'tabler-box',
      faqSubtitle: 'Order details',
      faqs: [
        { question: 'Has my order been successful?', answer: 'All successful orders get a confirmation e-mail.' },
        { question: 'My promotion code is not working, what can I do?', answer: 'Check that the code is still valid and applies to the items in your basket.' },
        { question: 'How do I track my orders?', answer: 'Use the tracking link in your dispatch e-mail.' },
      ],
    },
    {
      faqTitle: 'Product & Services',
      faqIcon: 'tabler-settings',
      faqSubtitle: 'Get help with product & services',
      faqs: [
        { question: 'Will I be notified once my order has shipped?', answer: 'Yes, we send an e-mail when your order is dispatched.' },
        { question: 'Where can I find warranty information?', answer: 'Warranty details are on each product page.' },
      ],
    },
  ];
}

export function createHelpCenter(): HelpCenterData {
  const card = (slug: string, title: string, subtitle: string) => ({ slug, title, img: '', subtitle });
  return {
    popularArticles: [
      card('getting-started', 'Getting Started', 'Register the first devices and locations of your site.'),
      card('first-steps', 'First Steps', 'Set up device types, inspection intervals and users.'),
      card('external-content', 'Add External Content', 'Attach manuals and certificates to a device.'),
    ],
    keepLearning: [
      card('blogging', 'Blogging', 'Share maintenance stories with your team.'),
      card('inspiration-center', 'Inspiration Center', 'See how other sites organise their equipment.'),
      card('community', 'Community', 'Ask other administrators for help.'),
    ],
    allArticles: [
      { title: 'Buying', icon: 'tabler-shopping-cart', articles: [{ title: 'What are Favourites?' }, { title: 'How do I purchase an item?' }, { title: 'How do I add or change my details?' }] },
      { title: 'Item Support', icon: 'tabler-help', articles: [{ title: 'What is Item Support?' }, { title: 'How to contact an author?' }, { title: 'Where is my purchase code?' }] },
      { title: 'Licenses', icon: 'tabler-file-text', articles: [{ title: 'Which license do I need?' }, { title: 'Can I use an item in a product I sell?' }] },
      { title: 'Devices', icon: 'tabler-bolt', articles: [{ title: 'How do I register a device?' }, { title: 'How do I move a device to another location?' }] },
    ],
    articleData: {
      title: 'How to add product in cart?',
      lastUpdated: '1 month ago - Updated',
      // Two of the three hostile payloads live here: help articles are rich text from authors.
      productContent: `<p>If you are after only one item, simply choose the <strong>Buy Now</strong> option on the item page.</p>${HOSTILE_HTML[1]}`,
      checkoutContent: `<p>Once you have added all items, open the cart and proceed to checkout.</p>${HOSTILE_HTML[0]}${HOSTILE_HTML[2]}`,
      articleList: ['Template Kits', 'Elementor Template Kits', 'Envato Elements Template Kits', 'WordPress Themes'],
      checkoutImg: '',
      productImg: '',
    },
  };
}

export function createProfile(ctx: GeneratorContext): ProfileData {
  const rng = createRng(ctx.seed + 901);
  const member = () => ({ name: person(rng).fullName, avatar: '' });
  const chips = (...titles: string[]) => titles.map((title, i) => ({ title, color: ['primary', 'info', 'success', 'warning'][i % 4] }));
  return {
    header: {
      fullName: 'John Doe',
      location: 'Vatican City',
      joiningDate: `Joined ${isoDay(ctx.now, -400)}`,
      designation: 'Equipment Administrator',
      profileImg: '',
      coverImg: '',
    },
    tabs: {
      profile: {
        about: [
          { property: 'Full Name', value: 'John Doe', icon: 'tabler-user' },
          { property: 'Status', value: 'active', icon: 'tabler-check' },
          { property: 'Role', value: 'Administrator', icon: 'tabler-crown' },
          { property: 'Country', value: 'USA', icon: 'tabler-flag' },
          { property: 'Language', value: 'English', icon: 'tabler-language' },
        ],
        contacts: [
          { property: 'Contact', value: '(123) 456-7890', icon: 'tabler-phone-call' },
          { property: 'Skype', value: 'john.doe', icon: 'tabler-messages' },
          { property: 'Email', value: 'admin@demo.com', icon: 'tabler-mail' },
        ],
        teams: [
          { property: 'Backend Developer', value: '(126 Members)', icon: 'tabler-brand-github', color: 'secondary' },
          { property: 'Field Service', value: '(98 Members)', icon: 'tabler-bolt', color: 'primary' },
        ],
        overview: [
          { property: 'Task Compiled', value: '13.5k', icon: 'tabler-check' },
          { property: 'Connections', value: '897', icon: 'tabler-users' },
          { property: 'Projects Compiled', value: '146', icon: 'tabler-layout-grid' },
        ],
        connections: Array.from({ length: 5 }, (_, i) => ({ isFriend: i % 2 === 0, connections: `${rng.int(10, 99)}`, name: person(rng).fullName, avatar: '' })),
        teamsTech: [
          { members: 72, chipColor: 'error', chipText: 'Developer', title: 'React Developers', avatar: '' },
          { members: 122, chipColor: 'primary', chipText: 'Support', title: 'Support Team', avatar: '' },
          { members: 7, chipColor: 'info', chipText: 'Designer', title: 'UI Designer', avatar: '' },
        ],
        projectTable: Array.from({ length: 6 }, (_, i) => ({
          id: i + 1,
          name: ['BGC eCommerce App', 'Falcon Logo Design', 'Dashboard Design', 'Foodista Mobile App', 'Dojo React Project', 'Substation Retrofit'][i],
          leader: person(rng).fullName,
          date: isoDay(ctx.now, -rng.int(10, 300)),
          status: rng.int(0, 100),
          avatar: '',
          avatarGroup: ['', '', ''],
          avatarColor: ['primary', 'success', 'info'][i % 3],
        })),
      },
      teams: ['React Developers', 'Vue.js Dev Team', 'Creative Designers', 'Support Team', 'Digital Marketing', 'Field Engineers'].map((title, i) => ({
        title,
        avatar: '',
        extraMembers: rng.int(0, 30),
        avatarGroup: Array.from({ length: 3 }, member),
        description: `${title} keep the ${i % 2 ? 'installations' : 'applications'} running.`,
        chips: chips(...(i % 2 ? ['Sketch', 'XD'] : ['React', 'MUI'])),
      })),
      projects: ['Social Banners', 'Admin Template', 'App Design', 'Create Website', 'Figma Dashboard', 'Logo Design'].map((title, i) => {
        const totalTask = rng.int(50, 300);
        return {
          title,
          client: person(rng).fullName,
          description: 'We are a small team of designers and engineers.',
          avatar: '',
          avatarGroup: Array.from({ length: 3 }, member),
          daysLeft: rng.int(1, 60),
          comments: rng.int(0, 200),
          totalTask,
          completedTask: rng.int(0, totalTask),
          tasks: `${rng.int(0, totalTask)}/${totalTask}`,
          hours: `${rng.int(10, 500)}:${rng.int(10, 59)}h`,
          budget: `$${rng.int(1, 50)}k`,
          budgetSpent: `$${rng.int(1, 40)}k`,
          startDate: isoDay(ctx.now, -rng.int(30, 200)),
          deadline: isoDay(ctx.now, rng.int(10, 200)),
          members: `${rng.int(2, 30)} members`,
          chipColor: ['success', 'warning', 'error', 'info'][i % 4],
        };
      }),
      connections: Array.from({ length: 6 }, (_, i) => ({
        name: person(rng).fullName,
        designation: ['UI Designer', 'Field Engineer', 'Site Manager'][i % 3],
        avatar: '',
        tasks: `${rng.int(10, 900)}`,
        projects: `${rng.int(1, 200)}`,
        connections: `${rng.int(10, 900)}`,
        isConnected: i % 2 === 0,
        chips: chips(...(i % 2 ? ['Angular', 'React'] : ['Figma', 'Sketch'])),
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
