/**
 * The app-bar search answers as the simulation does over the same samples: devices by number or
 * name word by word (five listed, the number that matched), locations with their paths, the app's
 * pages. Hostile values (LIKE's own characters, SQL, NUL, huge text, repeated parameters) answer
 * alike and never 500; a device saved through both is found by both, and not once deleted.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { pinWriteTime } from '@/api/mock/queries/records';

import { startTestServer, TEST_NOW } from './support';
import { bothAnswers, type Request2 } from './two-targets';

const server = startTestServer();
beforeAll(() => pinWriteTime(server.samples, Date.parse(TEST_NOW)));

async function expectSame(request: Request2) {
  const [simulation, answer] = await bothAnswers(server, { as: 'admin', ...request });
  expect(answer, `${request.method ?? 'GET'} ${request.url.slice(0, 120)}`).toEqual(simulation);
  expect(answer.status).toBeLessThan(500);
  return answer;
}

type Groups = { category: string; total: number; children: { title: string }[] }[];

const search = (q: string, extra = '') =>
  expectSame({ url: `/api/app-bar/search?q=${encodeURIComponent(q)}${extra}` });

const HOSTILE = [
  '%',
  '_',
  '\\',
  '%_%',
  "'; drop table devices; --",
  '" or 1=1 --',
  '\u0000',
  'a\u0000b',
  '🙂',
  'İstanbul',
  'x'.repeat(5000),
  '   ',
];

describe('the app-bar search on both targets', () => {
  it('finds devices word by word, locations by name and pages by title, alike', async () => {
    const device = server.samples.devices[7];
    const location = server.samples.deviceLocations.find((l) => l.parentId !== null)!;
    const nameWords = device.name.toLowerCase().split(' ');
    for (const q of [
      '',
      'dc',
      '24DC',
      device.number.toLowerCase(),
      `${nameWords.at(-1)} ${nameWords[0].slice(0, 4)}`,
      'lighting cab 03',
      location.name,
      location.name.slice(0, 3).toUpperCase(),
      'dash',
      'device',
      'zzzz-nothing',
    ])
      await search(q);
    const byNumber = (await search(device.number)).body as Groups;
    expect(byNumber[0]).toMatchObject({ category: 'devices', total: 1 });
    expect(byNumber[0].children[0].title).toBe(device.number);
    const many = (await search('dc')).body as Groups;
    expect(many[0].total).toBeGreaterThan(5);
    expect(many[0].children).toHaveLength(5);
    const places = (await search(location.name)).body as Groups;
    expect(places.find((g) => g.category === 'locations')?.total).toBeGreaterThan(0);
  });

  it('answers hostile and odd values alike, never 500', async () => {
    for (const q of HOSTILE) await search(q);
    await search('dc', '&q=transformer');
    await expectSame({ url: '/api/app-bar/search' });
    await expectSame({ url: '/api/app-bar/search?q[]=1&q[x]=2' });
    await expectSame({ url: '/api/app-bar/search?q=%E0%A4%A' });
    expect(((await search('%')).body as Groups).find((g) => g.category === 'devices')).toBe(
      undefined,
    );
  });

  it('finds a device saved through both and no longer one deleted through both', async () => {
    const locationId = server.samples.deviceLocations.find((l) => l.kind === 'panel')!.id;
    await expectSame({
      method: 'POST',
      url: '/api/devices',
      body: { name: 'Searchable quokka cabinet', typeId: 1, locationId },
    });
    const found = (await search('quokka cab')).body as Groups;
    expect(found[0]).toMatchObject({ category: 'devices', total: 1 });
    const number = found[0].children[0].title;
    await expectSame({ method: 'DELETE', url: `/api/devices/${number}` });
    expect(((await search('quokka')).body as Groups).length).toBe(0);
  });
});
