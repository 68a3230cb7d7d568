import { describe, expect, it } from 'vitest';
import { call, startMockServer } from './support/mock-server';
import { appBarSearch } from '../../src/api/mock/queries/search';
import type { SearchMatchGroup } from '../../src/api/types/search';
import type { FaqGroup, HelpCenterResponse, ProjectListResponse, SalesListResponse } from '../../src/api/types/pages';

const store = startMockServer();

const search = (q: string) => call<SearchMatchGroup[]>(`/api/app-bar/search?q=${encodeURIComponent(q)}`).then((r) => r.body);

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
    expect(groups[0].children[0]).toEqual({ title: 'Invoice List', url: '/apps/invoice/list', icon: 'tabler-file-dollar' });
    expect(await search('no such page anywhere')).toEqual([]);
  });

  it('finds device numbers in a "Device number" group linking to the device detail, each with its name', async () => {
    const groups = await search('24dc1000');
    const devices = groups.find((g) => g.category === 'devices');
    expect(devices?.title).toBe('Device number');
    expect(devices!.children.length).toBeLessThanOrEqual(5);
    expect(devices!.children[0]).toEqual({ title: '24DC10001', subtitle: store.db().devices.find((d) => d.number === '24DC10001')!.name, url: '/deviceDetail?number=24DC10001', icon: 'tabler-bolt' });
  });

  it('finds devices by name too, case-insensitively, and says how many matched beyond the 5 listed', async () => {
    const named = store.db().devices.filter((d) => d.name.toLowerCase().includes('transformer'));
    expect(named.length).toBeGreaterThan(5);
    const devices = (await search('TRANSFORMER')).find((g) => g.category === 'devices')!;
    expect(devices.total).toBe(named.length);
    expect(devices.children).toHaveLength(5);
    expect(devices.children.map((c) => c.title)).toEqual(named.slice(0, 5).map((d) => d.number));
    expect(devices.children.every((c) => c.subtitle!.toLowerCase().includes('transformer'))).toBe(true);
  });

  it('says the total of every group: the matches when 5 or fewer, all of them when more', async () => {
    const number = store.db().devices[0].number;
    const one = (await search(number)).find((g) => g.category === 'devices')!;
    expect(one).toMatchObject({ total: 1, children: [{ title: number }] });
    const apps = (await search('')).find((g) => g.category === 'appsPages')!;
    expect(apps.children).toHaveLength(5);
    expect(apps.total).toBe(store.db().searchGroups.find((g) => g.category === 'appsPages')!.children.length);
    expect((await search('invoice')).find((g) => g.category === 'appsPages')!.total).toBe(2);
  });

  it('reads devices defensively (no device slice, odd rows)', () => {
    const base = { searchGroups: [] };
    expect(appBarSearch(base, new URLSearchParams('q=24'))).toEqual([]);
    const odd = { ...base, devices: [{ number: 42 }, { number: '24DC9' }, { number: '24DC8', name: 7 }, { name: 'Main 24 transformer' }] };
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

  it('help center answers the three lists and the article', async () => {
    const { body } = await call<HelpCenterResponse>('/api/pages/help-center');
    expect(Object.keys(body).sort()).toEqual(['allArticles', 'keepLearning', 'popularArticles']);
    expect(body.popularArticles[0]).toMatchObject({ slug: expect.any(String), title: expect.any(String) });
    const article = await call<Record<string, unknown>>('/api/pages/help-center/article');
    expect(article.body).toMatchObject({ title: expect.any(String), articleList: expect.any(Array) });
  });

  it('profile answers each tab, the header, and 400 for an unknown tab', async () => {
    expect((await call<Record<string, unknown>>('/api/pages/profile?tab=profile')).body).toHaveProperty('about');
    expect((await call<Record<string, unknown>>('/api/pages/profile')).body).toHaveProperty('teamsTech');
    for (const tab of ['teams', 'projects', 'connections']) {
      const { status, body } = await call<unknown[]>(`/api/pages/profile?tab=${tab}`);
      expect(status).toBe(200);
      expect(body.length).toBeGreaterThan(0);
    }
    const conn = (await call<{ isConnected: boolean }[]>('/api/pages/profile?tab=connections')).body;
    expect(typeof conn[0].isConnected).toBe('boolean');
    expect((await call('/api/pages/profile?tab=secrets')).status).toBe(400);
    const header = await call<Record<string, unknown>>('/api/pages/profile/header');
    expect(header.body).toMatchObject({ fullName: 'John Doe', designation: expect.any(String), joiningDate: expect.any(String) });
  });

  it('sales datatable pages, searches and sorts', async () => {
    const { body } = await call<SalesListResponse>('/api/pages/datatable');
    expect(body.total).toBe(100);
    expect(body.sales).toHaveLength(10);
    const sorted = (await call<SalesListResponse>('/api/pages/datatable?sortBy=total&orderBy=desc&itemsPerPage=-1')).body.sales.map((s) => s.payment.total);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    const buyer = store.db().salesRows[5].buyer.name;
    expect((await call<SalesListResponse>(`/api/pages/datatable?q=${encodeURIComponent(buyer)}&itemsPerPage=-1`)).body.sales.map((s) => s.product.id)).toContain(6);
  });

  it('project analytics answers project rows', async () => {
    const { body } = await call<ProjectListResponse>('/api/dashboard/analytics/projects?itemsPerPage=-1');
    expect(body.total).toBe(12);
    expect(body.projects[0]).toMatchObject({ name: expect.any(String), leader: expect.any(String), date: expect.stringMatching(/Project$/), team: expect.any(Array) });
    const status = (await call<ProjectListResponse>('/api/dashboard/analytics/projects?sortBy=status&itemsPerPage=-1')).body.projects.map((p) => p.status);
    expect(status).toEqual([...status].sort((a, b) => a - b));
  });
});
