import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { COMPACT_AFTER } from '@/api/mock/durable/durable';
import { appsDbShape } from '@/api/mock/durable/persisted-apps';
import { HEAD_KEY } from '@/api/mock/durable/storage';
import { appBarSearch } from '@/api/mock/queries/search';
import type { ProjectListResponse } from '@/api/types/dashboard';
import type {
  ConnectionCard,
  FaqGroup,
  HelpArticleFeedback,
  HelpCenterArticle,
  HelpCenterResponse,
  ProfileHeader,
  ProfileProject,
  ProfileTab,
  SalesListResponse,
} from '@/api/types/pages';
import type { SearchMatchGroup } from '@/api/types/search';

import { browser } from './support/durable-tabs';
import { call, startMockServer, TEST_NOW } from './support/mock-server';

const store = startMockServer();

const search = (q: string) =>
  call<SearchMatchGroup[]>(`/api/app-bar/search?q=${encodeURIComponent(q)}`).then((r) => r.body);

describe('GET /api/app-bar/search', () => {
  it('keeps at most 5 children per group and every group with a match', async () => {
    const groups = await search('');
    expect(groups.length).toBeGreaterThan(1);
    expect(groups.every((g) => g.children.length >= 1 && g.children.length <= 5)).toBe(true);
    expect(groups.find((g) => g.category === 'appsPages')!.children).toHaveLength(5);
  });

  it('filters child titles case-insensitively and drops groups without a match', async () => {
    const groups = await search('INVOICE');
    expect(groups.map((g) => g.title)).toEqual(['Apps & Pages']);
    expect(groups[0].children.map((c) => c.title)).toEqual(['Invoice List', 'Invoice Preview']);
    expect(groups[0].children[0]).toEqual({
      title: 'Invoice List',
      url: '/apps/invoice/list',
      icon: 'tabler-file-dollar',
    });
    expect(await search('no such page anywhere')).toEqual([]);
  });

  it('finds device numbers in a "Device number" group linking to the device detail, each with its name', async () => {
    const groups = await search('24dc1000');
    const devices = groups.find((g) => g.category === 'devices');
    expect(devices?.title).toBe('Device number');
    expect(devices!.children.length).toBeLessThanOrEqual(5);
    expect(devices!.children[0]).toEqual({
      title: '24DC10001',
      subtitle: store.db().devices.find((d) => d.number === '24DC10001')!.name,
      url: '/deviceDetail?number=24DC10001',
      icon: 'tabler-bolt',
    });
  });

  it('finds devices by name too, case-insensitively, and says how many matched beyond the 5 listed', async () => {
    const named = store.db().devices.filter((d) => d.name.toLowerCase().includes('transformer'));
    expect(named.length).toBeGreaterThan(5);
    const devices = (await search('TRANSFORMER')).find((g) => g.category === 'devices')!;
    expect(devices.total).toBe(named.length);
    expect(devices.children).toHaveLength(5);
    expect(devices.children.map((c) => c.title)).toEqual(named.slice(0, 5).map((d) => d.number));
    expect(devices.children.every((c) => c.subtitle!.toLowerCase().includes('transformer'))).toBe(
      true,
    );
  });

  it('finds a device when every word typed occurs in its number or name, in any order, case-insensitively', async () => {
    const devices = async (q: string) => (await search(q)).find((g) => g.category === 'devices');
    const cabinet = store.db().devices.find((d) => d.name === 'Lighting distribution cabinet 03')!;
    for (const q of [
      'lighting cab 03',
      '03 CABINET lighting',
      `  lighting   ${cabinet.number.toLowerCase()} `,
    ]) {
      expect((await devices(q))?.children, q).toContainEqual(
        expect.objectContaining({ title: cabinet.number, subtitle: cabinet.name }),
      );
    }
    const found = (await devices('lighting cab 03'))!;
    const words = ['lighting', 'cab', '03'];
    expect(found.total).toBe(
      store
        .db()
        .devices.filter((d) =>
          words.every((w) => `${d.number} ${d.name}`.toLowerCase().includes(w)),
        ).length,
    );
    // A word found nowhere finds nothing, even beside words that are found.
    expect(await devices('lighting cab zzz')).toBeUndefined();
    // Pages keep their plain title filter (docs/spec.md §7).
    expect(
      (await search('invoice list'))
        .find((g) => g.category === 'appsPages')!
        .children.map((c) => c.title),
    ).toEqual(['Invoice List']);
  });

  it('lists in the register the devices whose count the search gave ("See all N")', async () => {
    const found = (await search('lighting cab 03')).find((g) => g.category === 'devices')!;
    const { body } = await call<{ total: number }>(
      `/api/devices?q=${encodeURIComponent('lighting cab 03')}`,
    );
    expect(body.total).toBe(found.total);
  });

  it('says the total of every group: the matches when 5 or fewer, all of them when more', async () => {
    const number = store.db().devices[0].number;
    const one = (await search(number)).find((g) => g.category === 'devices')!;
    expect(one).toMatchObject({ total: 1, children: [{ title: number }] });
    const apps = (await search('')).find((g) => g.category === 'appsPages')!;
    expect(apps.children).toHaveLength(5);
    expect(apps.total).toBe(
      store.db().searchGroups.find((g) => g.category === 'appsPages')!.children.length,
    );
    expect((await search('invoice')).find((g) => g.category === 'appsPages')!.total).toBe(2);
  });

  it('reads devices defensively (no device slice, odd rows)', () => {
    const base = { searchGroups: [] };
    expect(appBarSearch(base, new URLSearchParams('q=24'))).toEqual([]);
    const odd = {
      ...base,
      devices: [
        { number: 42 },
        { number: '24DC9' },
        { number: '24DC8', name: 7 },
        { name: 'Main 24 transformer' },
      ],
    };
    expect(appBarSearch(odd, new URLSearchParams('q=24'))).toEqual([
      {
        title: 'Device number',
        category: 'devices',
        total: 2,
        children: [
          { title: '24DC9', url: '/deviceDetail?number=24DC9', icon: 'tabler-bolt' },
          { title: '24DC8', url: '/deviceDetail?number=24DC8', icon: 'tabler-bolt' },
        ],
      },
    ]);
  });
});

describe('GET /api/app-bar/search: locations and people (issue 35.14)', () => {
  const searchAs = (q: string, as: 'admin' | 'client' | 'anonymous') =>
    call<SearchMatchGroup[]>(`/api/app-bar/search?q=${encodeURIComponent(q)}`, { as }).then(
      (r) => r.body,
    );

  it('finds locations by name, word by word, each with the places it is in and a link to its page', async () => {
    const locations = (await search('transformer BAY')).find((g) => g.category === 'locations')!;
    expect(locations.title).toBe('Locations');
    const named = store
      .db()
      .deviceLocations.filter(
        (l) => l.name.toLowerCase().includes('transformer') && l.name.toLowerCase().includes('bay'),
      );
    expect(locations.total).toBe(named.length);
    expect(locations.children[0]).toEqual({
      title: 'Transformer bay',
      subtitle: 'Shanghai Zhangjiang Campus › 110 kV Substation › HV switch room',
      url: '/deviceLocation?location=6',
      icon: 'tabler-map-pin',
    });
    // A site has no places above it: no subtitle.
    expect(
      (await search('shanghai zhangjiang campus')).find((g) => g.category === 'locations')!
        .children[0],
    ).toEqual({
      title: 'Shanghai Zhangjiang Campus',
      url: '/deviceLocation?location=1',
      icon: 'tabler-map-pin',
    });
  });

  it('finds people by name, username or e-mail for a session that may read them, and for no one else', async () => {
    const users = (await searchAs('lucas', 'admin')).find((g) => g.category === 'users')!;
    expect(users.title).toBe('Users');
    expect(users.children[0]).toEqual({
      title: 'Lucas Hurran',
      subtitle: 'lucas.hurran1@example.com',
      url: '/apps/user/view/1',
      icon: 'tabler-user',
    });
    expect(
      (await searchAs('hurran1@example', 'admin'))
        .find((g) => g.category === 'users')!
        .children.map((c) => c.title),
    ).toEqual(['Lucas Hurran']);
    expect((await searchAs('lucas', 'client')).find((g) => g.category === 'users')).toBeUndefined();
    expect(
      (await searchAs('lucas', 'anonymous')).find((g) => g.category === 'users'),
    ).toBeUndefined();
    expect(
      (await searchAs('lucas', 'client')).some((g) =>
        g.children.some((c) => c.url.startsWith('/apps/user/')),
      ),
    ).toBe(false);
  });

  it('reads locations and people defensively (absent slices, odd rows)', () => {
    const base = { searchGroups: [] };
    expect(appBarSearch(base, new URLSearchParams('q=room'), { canReadUsers: true })).toEqual([]);
    const odd = {
      ...base,
      deviceLocations: [
        { id: 'x', name: 'Room A' },
        { id: 3, name: 7 },
        { id: 4, name: 'Room B', parentId: 99 },
      ],
      users: [{ id: 1, fullName: 5 }, { id: 2, fullName: 'Room Keeper' }, null],
    };
    expect(
      appBarSearch(odd as never, new URLSearchParams('q=room'), { canReadUsers: true }),
    ).toEqual([
      {
        title: 'Locations',
        category: 'locations',
        total: 1,
        children: [{ title: 'Room B', url: '/deviceLocation?location=4', icon: 'tabler-map-pin' }],
      },
      {
        title: 'Users',
        category: 'users',
        total: 1,
        children: [{ title: 'Room Keeper', url: '/apps/user/view/2', icon: 'tabler-user' }],
      },
    ]);
  });
});

describe('pages', () => {
  it('FAQ keeps only matching questions and drops empty groups', async () => {
    const { body: all } = await call<FaqGroup[]>('/api/pages/faq');
    expect(all).toHaveLength(5);
    const { body } = await call<FaqGroup[]>('/api/pages/faq?q=CANCEL');
    expect(body.map((g) => g.faqTitle)).toEqual(['Cancellation & Return']);
    expect(body[0].faqs.map((f) => f.question)).toEqual(['Can I cancel my order?']);
    expect(body[0].faqs[0].answer).toContain('72 hours');
    // Answers are not searched: "$69" is only in an answer.
    expect((await call<FaqGroup[]>('/api/pages/faq?q=%2469')).body).toEqual([]);
  });

  it('FAQ searches question text only, case-insensitively; no match answers no group', async () => {
    const { body } = await call<FaqGroup[]>('/api/pages/faq?q=%20delivery%20');
    const questions = body.flatMap((g) => g.faqs.map((f) => f.question));
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.every((q) => q.toLowerCase().includes('delivery'))).toBe(true);
    expect((await call<FaqGroup[]>('/api/pages/faq?q=zzzz')).body).toEqual([]);
    // Each group keeps its icon and subtitle.
    expect(body[0]).toMatchObject({
      faqIcon: expect.stringMatching(/^tabler-/),
      faqSubtitle: expect.any(String),
    });
  });

  it('help center answers the three lists; every card and category article opens an article', async () => {
    const { body } = await call<HelpCenterResponse>('/api/pages/help-center');
    expect(Object.keys(body).sort()).toEqual(['allArticles', 'keepLearning', 'popularArticles']);
    const links = [...body.popularArticles, ...body.keepLearning].map((c) => ({
      category: c.category,
      slug: c.slug,
    }));
    links.push(
      ...body.allArticles.flatMap((c) =>
        c.articles.map((a) => ({ category: c.slug, slug: a.slug })),
      ),
    );
    expect(links.length).toBeGreaterThan(15);
    for (const { category, slug } of links) {
      const { status, body: article } = await call<HelpCenterArticle>(
        `/api/pages/help-center/article?category=${category}&article=${slug}`,
      );
      expect(status, `${category}/${slug}`).toBe(200);
      expect(article).toMatchObject({ category, slug });
    }
    expect(body.allArticles.map((c) => c.slug)).toContain('getting-started');
  });

  it('answers an article by category and slug, with its category, date, related articles and votes', async () => {
    const { status, body } = await call<HelpCenterArticle>(
      '/api/pages/help-center/article?category=getting-started&article=find-anything-from-the-keyboard',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      title: 'How do I find a page or a device quickly?',
      categoryTitle: 'Getting Started',
      lastUpdated: '2026-05-15',
    });
    expect(body.productContent + body.checkoutContent).toContain('<script>');
    expect(body.articleList.length).toBeGreaterThan(0);
    expect(body.articleList.length).toBeLessThanOrEqual(5);
    expect(body.articleList.some((a) => a.slug === body.slug)).toBe(false);
    // The rest of its category comes first.
    expect(body.articleList.slice(0, 2).map((a) => a.category)).toEqual([
      'getting-started',
      'getting-started',
    ]);
    expect(body.feedback).toEqual({ helpful: 2, notHelpful: 1, mine: null });
    // SPEC §7's call without parameters: the first popular article.
    expect((await call<HelpCenterArticle>('/api/pages/help-center/article')).body.slug).toBe(
      'find-anything-from-the-keyboard',
    );
  });

  it('an unknown article, or half an address, is a 404 "Help article not found"', async () => {
    for (const query of [
      'category=getting-started&article=nope',
      'category=nope&article=first-steps',
      'category=getting-started',
      'article=first-steps',
      'category=devices&article=first-steps',
    ]) {
      const { status, body } = await call<{ message: string; key: string }>(
        `/api/pages/help-center/article?${query}`,
      );
      expect(status, query).toBe(404);
      expect(body).toEqual({ message: 'Help article not found', key: 'helpArticleNotFound' });
    }
  });

  it('records "Was this helpful?": a signed-in reader’s new answer replaces the earlier one; a vote needs a session allowed to change the pages', async () => {
    const vote = (helpful: boolean, as: 'admin' | 'client' | 'anonymous' = 'admin') =>
      call<HelpArticleFeedback>('/api/pages/help-center/article/feedback', {
        method: 'POST',
        body: { category: 'devices', article: 'how-do-i-register-a-device', helpful },
        as,
      });
    const read = (as: 'admin' | 'client' | 'anonymous') =>
      call<HelpCenterArticle>(
        '/api/pages/help-center/article?category=devices&article=how-do-i-register-a-device',
        { as },
      ).then((r) => r.body.feedback);
    expect(await read('admin')).toEqual({ helpful: 1, notHelpful: 0, mine: null });
    expect(await vote(true)).toEqual({
      status: 200,
      body: { helpful: 2, notHelpful: 0, mine: true },
    });
    expect((await vote(false)).body).toEqual({ helpful: 1, notHelpful: 1, mine: false });
    expect(await read('admin')).toEqual({ helpful: 1, notHelpful: 1, mine: false });
    expect(await read('client')).toEqual({ helpful: 1, notHelpful: 1, mine: null });
    // A vote is a change: the client account (reads only) and a reader without a session are
    // refused, and nothing is counted.
    expect((await vote(true, 'client')).status).toBe(403);
    expect((await vote(true, 'anonymous')).status).toBe(401);
    expect(await read('admin')).toEqual({ helpful: 1, notHelpful: 1, mine: false });
    // Another article's votes did not move.
    expect(
      (
        await call<HelpCenterArticle>(
          '/api/pages/help-center/article?category=getting-started&article=first-steps',
        )
      ).body.feedback,
    ).toEqual({ helpful: 0, notHelpful: 0, mine: null });
  });

  it('refuses a vote that is not one: fields, body, unknown article', async () => {
    const post = (body: unknown) =>
      call<{
        errors?: Record<string, string[]>;
        issues?: { path: string; key: string }[];
        key?: string;
      }>('/api/pages/help-center/article/feedback', { method: 'POST', body });
    const before = store.db().helpCenter.votes.length;
    const missing = await post({});
    expect(missing.status).toBe(400);
    expect(missing.body.issues?.map((i) => [i.path, i.key]).sort()).toEqual([
      ['article', 'required'],
      ['category', 'required'],
      ['helpful', 'required'],
    ]);
    const wrong = await post({
      category: 'devices',
      article: 'how-do-i-register-a-device',
      helpful: 'yes',
    });
    expect(wrong.body.errors).toEqual({ helpful: ['Must be true or false'] });
    const long = await post({
      category: 'x'.repeat(61),
      article: 'how-do-i-register-a-device',
      helpful: true,
    });
    expect(long.body.issues).toEqual([{ path: 'category', key: 'tooLong', params: { max: 60 } }]);
    const unknown = await post({ category: 'devices', article: 'nope', helpful: true });
    expect(unknown).toEqual({
      status: 404,
      body: { message: 'Help article not found', key: 'helpArticleNotFound' },
    });
    expect(
      (
        await call('/api/pages/help-center/article/feedback', {
          method: 'POST',
          raw: '{"helpful":',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('/api/pages/help-center/article/feedback', {
          method: 'POST',
          raw: JSON.stringify([true]),
        })
      ).status,
    ).toBe(400);
    expect(store.db().helpCenter.votes.length).toBe(before);
  });

  it('profile answers each tab, the header, and 400 for an unknown tab', async () => {
    expect(
      (await call<Record<string, unknown>>('/api/pages/profile?tab=profile')).body,
    ).toHaveProperty('about');
    expect((await call<Record<string, unknown>>('/api/pages/profile')).body).toHaveProperty(
      'teamsTech',
    );
    for (const tab of ['teams', 'projects', 'connections']) {
      const { status, body } = await call<unknown[]>(`/api/pages/profile?tab=${tab}`);
      expect(status).toBe(200);
      expect(body.length).toBeGreaterThan(0);
    }
    const conn = (await call<{ isConnected: boolean }[]>('/api/pages/profile?tab=connections'))
      .body;
    expect(typeof conn[0].isConnected).toBe('boolean');
    expect((await call('/api/pages/profile?tab=secrets')).status).toBe(400);
    const header = await call<Record<string, unknown>>('/api/pages/profile/header');
    expect(header.body).toMatchObject({
      fullName: 'John Doe',
      designation: expect.any(String),
      joiningDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const projects = (await call<ProfileProject[]>('/api/pages/profile?tab=projects')).body;
    for (const p of projects) {
      expect(p.completedTask).toBeLessThanOrEqual(p.totalTask);
      expect(p.tasks).toBe(`${p.completedTask}/${p.totalTask}`);
      expect(p.budgetSpent).toBeLessThanOrEqual(p.budget);
      // Days left are the days from the samples' day to the deadline.
      expect(p.daysLeft).toBe(
        Math.round((Date.parse(p.deadline) - Date.parse(TEST_NOW.slice(0, 10))) / 86_400_000),
      );
    }
    const about = (await call<ProfileTab>('/api/pages/profile?tab=profile')).body;
    const times = about.activityTimeline.map((a) => a.time);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('names one country in the header and the about list: the header’s code (issue 35.13)', async () => {
    const header = (await call<ProfileHeader>('/api/pages/profile/header')).body;
    expect(header).toMatchObject({ city: 'New York', country: 'US' });
    expect(header).not.toHaveProperty('location');
    const about = (await call<ProfileTab>('/api/pages/profile?tab=profile')).body.about;
    expect(about.filter((item) => item.property === 'country')).toEqual([
      { property: 'country', value: 'US', icon: 'tabler-flag' },
    ]);
    // After the role, as before.
    expect(about.map((item) => item.property)).toEqual([
      'fullName',
      'status',
      'role',
      'country',
      'language',
    ]);
    // The country is kept once: change it and both answers follow.
    store.db().profile.header.country = 'FR';
    expect(
      (await call<ProfileTab>('/api/pages/profile?tab=profile')).body.about.find(
        (item) => item.property === 'country',
      )?.value,
    ).toBe('FR');
    expect((await call<ProfileHeader>('/api/pages/profile/header')).body.country).toBe('FR');
  });

  it('reads a profile stored before the country was kept once: the samples’ city and country, the rest as stored', () => {
    const stored = structuredClone(store.db().profile) as unknown as {
      header: Record<string, unknown>;
      tabs: { profile: { about: { property: string; value: string; icon: string }[] } };
    };
    delete stored.header.city;
    delete stored.header.country;
    stored.header.location = 'Vatican City';
    stored.header.designation = 'Kept as stored';
    stored.tabs.profile.about.splice(3, 0, {
      property: 'country',
      value: 'USA',
      icon: 'tabler-flag',
    });
    const read = z.object(appsDbShape()).shape.profile.parse(stored);
    expect(read.header).toMatchObject({
      city: 'New York',
      country: 'US',
      designation: 'Kept as stored',
    });
    expect(read.header).not.toHaveProperty('location');
    expect(read.tabs.profile.about.map((item) => item.property)).not.toContain('country');
  });

  it('connects to and disconnects from a person: the card and the about tab’s list change together', async () => {
    const cards = () =>
      call<ConnectionCard[]>('/api/pages/profile?tab=connections').then((r) => r.body);
    const summary = () =>
      call<ProfileTab>('/api/pages/profile?tab=profile').then((r) => r.body.connections);
    const person = (await cards()).find((c) => !c.isConnected)!;
    expect((await summary()).find((s) => s.id === person.id)).toMatchObject({
      name: person.name,
      isFriend: false,
    });
    const { status, body } = await call<ConnectionCard>(
      `/api/pages/profile/connections/${person.id}`,
      { method: 'PUT', body: { isConnected: true } },
    );
    expect(status).toBe(200);
    expect(body).toEqual({ ...person, isConnected: true });
    expect((await cards()).find((c) => c.id === person.id)!.isConnected).toBe(true);
    expect((await summary()).find((s) => s.id === person.id)!.isFriend).toBe(true);
    await call(`/api/pages/profile/connections/${person.id}`, {
      method: 'PUT',
      body: { isConnected: false },
    });
    expect((await cards()).find((c) => c.id === person.id)!.isConnected).toBe(false);
    expect((await summary()).find((s) => s.id === person.id)!.isFriend).toBe(false);
  });

  it('refuses a connection change that is not one, and an unknown person', async () => {
    const put = (id: string | number, body: unknown) =>
      call<{ errors?: Record<string, string[]>; message?: string }>(
        `/api/pages/profile/connections/${id}`,
        { method: 'PUT', body },
      );
    expect(await put(2, {})).toMatchObject({
      status: 400,
      body: { errors: { isConnected: ['Required'] } },
    });
    expect(await put(2, { isConnected: 'yes' })).toMatchObject({
      status: 400,
      body: { errors: { isConnected: ['Must be true or false'] } },
    });
    expect(await put(999, { isConnected: true })).toEqual({
      status: 404,
      body: { message: 'Connection not found', key: 'connectionNotFound' },
    });
    expect((await put('abc', { isConnected: true })).status).toBe(404);
    expect(
      (await call('/api/pages/profile/connections/2', { method: 'PUT', raw: 'nope' })).status,
    ).toBe(400);
    expect(store.db().profile.tabs.connections.find((c) => c.id === 2)!.isConnected).toBe(false);
  });

  it('a vote and a connection are stored: a reload (and a compacted journal) gives them back', async () => {
    const b = browser();
    const tab = await b.open();
    expect(
      (
        await tab.send('POST', '/api/pages/help-center/article/feedback', {
          category: 'users-roles',
          article: 'what-does-a-role-give',
          helpful: true,
        })
      ).status,
    ).toBe(200);
    expect(
      (await tab.send('PUT', '/api/pages/profile/connections/2', { isConnected: true })).status,
    ).toBe(200);
    const reloaded = await b.open();
    expect(
      (
        await reloaded.send<HelpCenterArticle>(
          'GET',
          '/api/pages/help-center/article?category=users-roles&article=what-does-a-role-give',
        )
      ).body.feedback,
    ).toEqual({ helpful: 1, notHelpful: 0, mine: true });
    expect(
      (
        await reloaded.send<ConnectionCard[]>('GET', '/api/pages/profile?tab=connections')
      ).body.find((c) => c.id === 2)!.isConnected,
    ).toBe(true);
    // Past the compaction point the database is read back from the snapshot's schema: nothing is
    // dropped.
    for (let i = 0; i < COMPACT_AFTER + 2; i++)
      await tab.send('PUT', '/api/pages/profile/connections/4', { isConnected: i % 2 === 0 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(JSON.parse(b.storage.getItem(HEAD_KEY)!).snapshot).toBeGreaterThanOrEqual(COMPACT_AFTER);
    const compacted = await b.open();
    expect(compacted.recovered).toBeNull();
    expect(compacted.store.db().helpCenter.votes).toEqual(tab.store.db().helpCenter.votes);
    expect(compacted.store.db().profile).toEqual(tab.store.db().profile);
  });

  it('sales datatable pages, searches and sorts', async () => {
    const { body } = await call<SalesListResponse>('/api/pages/datatable');
    expect(body.total).toBe(100);
    expect(body.sales).toHaveLength(10);
    const sorted = (
      await call<SalesListResponse>(
        '/api/pages/datatable?sortBy=total&orderBy=desc&itemsPerPage=-1',
      )
    ).body.sales.map((s) => s.payment.total);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    const buyer = store.db().salesRows[5].buyer.name;
    expect(
      (
        await call<SalesListResponse>(
          `/api/pages/datatable?q=${encodeURIComponent(buyer)}&itemsPerPage=-1`,
        )
      ).body.sales.map((s) => s.product.id),
    ).toContain(6);
  });

  it('project analytics answers project rows', async () => {
    const { body } = await call<ProjectListResponse>(
      '/api/dashboard/analytics/projects?itemsPerPage=-1',
    );
    expect(body.total).toBe(12);
    expect(body.projects[0]).toMatchObject({
      name: expect.any(String),
      leader: expect.any(String),
      date: expect.stringMatching(/Project$/),
      team: expect.any(Array),
    });
    const status = (
      await call<ProjectListResponse>(
        '/api/dashboard/analytics/projects?sortBy=status&itemsPerPage=-1',
      )
    ).body.projects.map((p) => p.status);
    expect(status).toEqual([...status].sort((a, b) => a - b));
  });
});
