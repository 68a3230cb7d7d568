/**
 * The home dashboard's projects answer as the simulation does over the same samples: part of a
 * name, leader or category, every sort key both ways, the paging edges, and hostile values alike
 * (never a 500).
 */
import { describe, expect, it } from 'vitest';

import { startTestServer } from './support';
import { bothAnswers, type Request2 } from './two-targets';

const server = startTestServer();

async function expectSame(request: Request2) {
  const [simulation, answer] = await bothAnswers(server, request);
  expect(answer, request.url.slice(0, 120)).toEqual(simulation);
  expect(answer.status).toBe(200);
  return answer;
}

/** LIKE's own characters, SQL, NUL, odd Unicode, huge and blank text. */
const HOSTILE = [
  '%',
  '_',
  '\\',
  '%_%',
  "'; drop table dashboard_projects; --",
  '" or 1=1 --',
  '\u0000',
  'a\u0000b',
  '🙂',
  'İstanbul',
  'x'.repeat(5000),
  '   ',
];

const projects = (query: string) =>
  expectSame({ url: `/api/dashboard/analytics/projects?${query}` });

describe('the dashboard’s projects on both targets', () => {
  it('lists, searches, sorts and pages alike', async () => {
    const all = await projects('');
    expect((all.body as { total: number }).total).toBe(server.samples.projectAnalytics.length);
    const leader = server.samples.projectAnalytics[3].leader;
    for (const query of [
      'itemsPerPage=-1',
      `q=${encodeURIComponent(leader.toLowerCase())}`,
      'q=project',
      'q=DESIGN',
      'q=nothing-like-it',
      'page=2&itemsPerPage=5',
      'page=99',
      'page=0&itemsPerPage=0',
      'itemsPerPage=abc',
      'sortBy=unknown',
    ])
      await projects(query);
    for (const key of ['name', 'leader', 'status'])
      for (const order of ['asc', 'desc', 'DESC', 'x'])
        await projects(`sortBy=${key}&orderBy=${order}&itemsPerPage=-1`);
    const found = (await projects(`q=${encodeURIComponent(leader)}`)).body as {
      projects: { leader: string }[];
    };
    expect(found.projects.some((p) => p.leader === leader)).toBe(true);
  });

  it('answers hostile values alike, never 500', async () => {
    for (const q of HOSTILE) await projects(`q=${encodeURIComponent(q)}`);
    await projects('sortBy=name;drop&orderBy=asc--&page=1e400&itemsPerPage=9999999999999');
    await projects('q=a&q=b&sortBy=name&sortBy=status');
  });
});
