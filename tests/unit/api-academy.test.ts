/**
 * The academy calls: the course list's filters, sorts and paging (SPEC §7), a course's details
 * (the sample, or one course with its progress), and the progress write "Start over" uses:
 * validated, 404 for an unknown course, stored before it is answered.
 */
import { describe, expect, it } from 'vitest';

import { operations } from '@/api/contract/routes';
import { createMockDb } from '@/api/mock/db';
import { SYLLABUS, syllabusOf } from '@/api/mock/db/apps/academy';
import { mutationMatcher } from '@/api/mock/durable/mutations';
import {
  getCourseDetails,
  isCompleted,
  listCourses,
  setCourseProgress,
} from '@/api/mock/queries/academy';
import type { Course, CourseDetails } from '@/api/types/academy';

import { browser } from './support/durable-tabs';
import { call, startMockServer } from './support/mock-server';

const isMutation = mutationMatcher(operations);

const db = createMockDb({ now: '2026-06-15T09:00:00Z' });
const qs = (s: string) => new URLSearchParams(s);
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
type V = string | number;
const cmp = (a: V, b: V) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
const ordered = (values: V[], dir: 'asc' | 'desc') =>
  [...values].sort((a, b) => cmp(a, b) * (dir === 'desc' ? -1 : 1));
const valueOf = <T>(outcome: { ok: boolean; value?: T }): T => {
  if (!outcome.ok) throw new Error('expected a success');
  return outcome.value as T;
};

describe('academy courses', () => {
  it('pages 10 of 25 by default, All Courses', () => {
    const r = listCourses(db, qs('page=zz'));
    expect(r.total).toBe(25);
    expect(r.courses).toHaveLength(10);
    expect(listCourses(db, qs('label=All%20Courses')).total).toBe(25);
    expect(listCourses(db, qs('page=3')).courses).toHaveLength(5);
  });
  it('filters text in title or tutor', () => {
    const tutor = db.courses[3].user;
    expect(
      listCourses(
        db,
        qs(`q=${encodeURIComponent(tutor.toUpperCase())}&itemsPerPage=-1`),
      ).courses.map((c) => c.id),
    ).toContain(4);
    const r = listCourses(db, qs('q=safety&itemsPerPage=-1'));
    expect(r.courses.map((c) => c.courseTitle)).toContain('Basics of Electrical Safety');
    expect(r.courses.every((c) => /safety/i.test(c.courseTitle) || /safety/i.test(c.user))).toBe(
      true,
    );
    expect(listCourses(db, qs('q=zzzz-no-such-course')).total).toBe(0);
  });
  it('filters by tag label and hides completed', () => {
    const design = listCourses(db, qs('label=Design&itemsPerPage=-1'));
    expect(design.total).toBe(db.courses.filter((c) => c.tags === 'Design').length);
    expect(design.total).toBeGreaterThan(0);
    expect(design.courses.every((c) => c.tags === 'Design')).toBe(true);
    expect(
      listCourses(db, qs('label=UI%2FUX&itemsPerPage=-1')).courses.every((c) => c.tags === 'UI/UX'),
    ).toBe(true);
    const hidden = listCourses(db, qs('hideCompleted=true&itemsPerPage=-1'));
    expect(hidden.total).toBe(db.courses.filter((c) => !isCompleted(c)).length);
    expect(hidden.total).toBeLessThan(25);
    expect(hidden.courses.some(isCompleted)).toBe(false);
    expect(listCourses(db, qs('hideCompleted=false')).total).toBe(25);
  });
  for (const dir of ['asc', 'desc'] as const) {
    it(`sorts by courseName and progress ${dir}`, () => {
      const names = listCourses(
        db,
        qs(`sortBy=courseName&orderBy=${dir}&itemsPerPage=-1`),
      ).courses.map((c) => c.courseTitle);
      expect(names).toEqual(ordered(names, dir));
      const progress = listCourses(
        db,
        qs(`sortBy=progress&orderBy=${dir}&itemsPerPage=-1`),
      ).courses.map((c) => c.completedTasks / c.totalTasks);
      expect(progress).toEqual(ordered(progress, dir));
    });
  }
  it('every course has a picture of its tag', () => {
    for (const c of db.courses) expect(c.image).toMatch(/^\/images\/academy\/[a-z-]+\.svg$/);
  });
});

describe('course details', () => {
  it('without courseId: the sample course, sections with "done/topics" status', () => {
    const d = valueOf(getCourseDetails(db));
    expect(d).toEqual(db.courseDetails);
    expect(d.content.length).toBeGreaterThan(0);
    for (const s of d.content)
      expect(s.status).toBe(`${s.topics.filter((t) => t.isCompleted).length}/${s.topics.length}`);
    expect(d.video?.src).toMatch(/^\/media\/academy\/.+\.webm$/);
  });
  it('the sample description holds hostile markup (the screen must sanitise it)', () => {
    expect(db.courseDetails.description).toMatch(/onerror=/);
  });
  it('with courseId: that course, its syllabus completed as far as its progress goes', () => {
    const fresh = createMockDb({ now: '2026-06-15T09:00:00Z' });
    const partial = fresh.courses.find((c) => c.completedTasks > 0 && !isCompleted(c))!;
    const d = valueOf(getCourseDetails(fresh, qs(`courseId=${partial.id}`)));
    expect(d.title).toBe(partial.courseTitle);
    expect(d.instructor).toBe(partial.user);
    expect(d.totalStudents).toBe(partial.userCount);
    expect(d.length).toBe(partial.time);
    const topics = d.content.flatMap((s) => s.topics);
    expect(d.totalLectures).toBe(topics.length);
    const done = topics.filter((t) => t.isCompleted).length;
    expect(done).toBe(partial.completedTasks);
    expect(done).toBeLessThan(topics.length);
    // Completed in order: no topic done after one that is not.
    expect(topics.map((t) => t.isCompleted)).toEqual(topics.map((_, i) => i < done));
    for (const s of d.content)
      expect(s.status).toBe(`${s.topics.filter((t) => t.isCompleted).length}/${s.topics.length}`);

    const completed = fresh.courses.find(isCompleted)!;
    expect(
      valueOf(getCourseDetails(fresh, qs(`courseId=${completed.id}`))).content.every((s) =>
        s.topics.every((t) => t.isCompleted),
      ),
    ).toBe(true);
    completed.completedTasks = 0;
    expect(
      valueOf(getCourseDetails(fresh, qs(`courseId=${completed.id}`))).content.some((s) =>
        s.topics.some((t) => t.isCompleted),
      ),
    ).toBe(false);
  });
  it("a course's own words in a built description are escaped, never markup", () => {
    const fresh = createMockDb({ now: '2026-06-15T09:00:00Z' });
    fresh.courses[1].desc = '<img src=x onerror=alert(1)>';
    const d = valueOf(getCourseDetails(fresh, qs('courseId=2')));
    expect(d.description).not.toContain('<img');
    expect(d.description).toContain('&#60;img');
  });
  it('an unknown or unreadable courseId is 404 Course not found', () => {
    for (const id of ['99', '0', 'abc', '-1'])
      expect(getCourseDetails(db, qs(`courseId=${id}`))).toMatchObject({
        ok: false,
        status: 404,
        error: { key: 'courseNotFound' },
      });
  });
  it("every course's details count what its card counts: a topic a task, as many done as its tasks", () => {
    const fresh = createMockDb({ now: '2026-06-15T09:00:00Z' });
    const card = (c: Course) => `${c.id}: ${c.completedTasks} of ${c.totalTasks}`;
    const shown = (c: Course) => {
      const d = valueOf(getCourseDetails(fresh, qs(`courseId=${c.id}`)));
      const topics = d.content.flatMap((s) => s.topics);
      return {
        d,
        line: `${c.id}: ${topics.filter((t) => t.isCompleted).length} of ${topics.length}`,
        lectures: d.totalLectures,
      };
    };
    for (const c of fresh.courses) {
      const { d, line, lectures } = shown(c);
      expect(line).toBe(card(c));
      expect(lectures).toBe(c.totalTasks);
      for (const s of d.content)
        expect(s.status).toBe(`${s.topics.filter((t) => t.isCompleted).length}/${s.topics.length}`);
    }
    // The syllabus is the course's own: courses of one tag but other lengths differ.
    expect(shown(fresh.courses[1]).d.content.length).not.toBe(
      shown(fresh.courses[6]).d.content.length,
    );
    // They follow the course: started over, part-way, finished.
    for (const c of fresh.courses) {
      for (const n of [0, 1, Math.floor(c.totalTasks / 2), c.totalTasks]) {
        expect(valueOf(setCourseProgress(fresh, c.id, { completedTasks: n })).completedTasks).toBe(
          n,
        );
        expect(shown(c).line).toBe(card(c));
      }
    }
  });
  it('without courseId the sample follows the course it describes (same title)', () => {
    const fresh = createMockDb({ now: '2026-06-15T09:00:00Z' });
    const described = fresh.courses.find((c) => c.courseTitle === fresh.courseDetails.title)!;
    expect(described).toBeDefined();
    const lines = () => {
      const d = valueOf(getCourseDetails(fresh));
      const topics = d.content.flatMap((s) => s.topics);
      return [topics.filter((t) => t.isCompleted).length, topics.length, d.totalLectures];
    };
    expect(lines()).toEqual([described.completedTasks, described.totalTasks, described.totalTasks]);
    setCourseProgress(fresh, described.id, { completedTasks: 0 });
    expect(lines()).toEqual([0, described.totalTasks, described.totalTasks]);
    expect(valueOf(getCourseDetails(fresh))).toEqual(
      valueOf(getCourseDetails(fresh, qs(`courseId=${described.id}`))),
    );
  });
  it("syllabusOf: one topic a task, sections of at most 5, the pool's first in order and its last", () => {
    const pool = SYLLABUS.Web;
    for (let n = 0; n <= 60; n++) {
      const syllabus = syllabusOf(pool, n);
      expect(syllabus.reduce((sum, s) => sum + s.topics.length, 0)).toBe(n);
      expect(syllabus.every((s) => s.topics.length >= 1 && s.topics.length <= 5)).toBe(true);
      expect(new Set(syllabus.map((s) => s.title)).size).toBe(syllabus.length);
      if (n >= 3) expect(syllabus.length).toBeGreaterThanOrEqual(3);
      if (n >= 2 && n <= 40) {
        expect(syllabus[0].title).toBe(pool[0].title);
        expect(syllabus.at(-1)!.title).toBe(pool.at(-1)!.title);
      }
    }
    expect(syllabusOf(pool, 13)).toEqual(syllabusOf(pool, 13));
    expect(syllabusOf(pool, 13).map((s) => s.topics.length)).toEqual([5, 4, 4]);
    expect(syllabusOf(pool, 13).map((s) => s.title)).toEqual([
      pool[0].title,
      pool[1].title,
      pool[7].title,
    ]);
    expect(syllabusOf(pool, 40).map((s) => s.title)).toEqual(pool.map((s) => s.title));
  });
});

describe('setCourseProgress (pure)', () => {
  it('starts a course over and completes it; refuses more than its tasks and bad counts', () => {
    const fresh = createMockDb({ now: '2026-06-15T09:00:00Z' });
    const course = fresh.courses.find(isCompleted)!;
    expect(valueOf(setCourseProgress(fresh, course.id, { completedTasks: 0 })).completedTasks).toBe(
      0,
    );
    expect(isCompleted(course)).toBe(false);
    expect(
      setCourseProgress(fresh, course.id, { completedTasks: course.totalTasks + 1 }),
    ).toMatchObject({
      status: 400,
      issues: [{ path: 'completedTasks', key: 'tooBig', params: { max: course.totalTasks } }],
    });
    expect(setCourseProgress(fresh, course.id, { completedTasks: -1 })).toMatchObject({
      status: 400,
      issues: [{ path: 'completedTasks', key: 'tooSmall' }],
    });
    expect(setCourseProgress(fresh, course.id, { completedTasks: 1.5 })).toMatchObject({
      status: 400,
      issues: [{ path: 'completedTasks' }],
    });
    expect(setCourseProgress(fresh, course.id, {})).toMatchObject({
      status: 400,
      issues: [{ path: 'completedTasks', key: 'required' }],
    });
    expect(course.completedTasks).toBe(0);
    expect(
      valueOf(setCourseProgress(fresh, String(course.id), { completedTasks: course.totalTasks }))
        .completedTasks,
    ).toBe(course.totalTasks);
    expect(setCourseProgress(fresh, 999, { completedTasks: 0 })).toMatchObject({
      status: 404,
      error: { key: 'courseNotFound' },
    });
  });
});

describe('PUT /api/apps/academy/courses/{id}/progress over HTTP', () => {
  const store = startMockServer();

  it('a course in progress started over: its details show nothing done, of as many topics as its tasks', async () => {
    const course = store.db().courses.find((c) => c.completedTasks > 0 && !isCompleted(c))!;
    const before = await call<CourseDetails>(
      `/api/apps/academy/course-details?courseId=${course.id}`,
    );
    expect(before.body.content.flatMap((s) => s.topics).filter((t) => t.isCompleted)).toHaveLength(
      course.completedTasks,
    );
    expect(
      (
        await call(`/api/apps/academy/courses/${course.id}/progress`, {
          method: 'PUT',
          body: { completedTasks: 0 },
        })
      ).status,
    ).toBe(200);
    const after = await call<CourseDetails>(
      `/api/apps/academy/course-details?courseId=${course.id}`,
    );
    const topics = after.body.content.flatMap((s) => s.topics);
    expect([
      topics.filter((t) => t.isCompleted).length,
      topics.length,
      after.body.totalLectures,
    ]).toEqual([0, course.totalTasks, course.totalTasks]);
  });
  it('200 with the course; the list and the details follow', async () => {
    const course = store.db().courses.find(isCompleted)!;
    const r = await call<Course>(`/api/apps/academy/courses/${course.id}/progress`, {
      method: 'PUT',
      body: { completedTasks: 0 },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: course.id,
      completedTasks: 0,
      totalTasks: course.totalTasks,
    });
    const list = await call<{ courses: Course[] }>(
      '/api/apps/academy/courses?hideCompleted=true&itemsPerPage=-1',
    );
    expect(list.body.courses.map((c) => c.id)).toContain(course.id);
    const details = await call<CourseDetails>(
      `/api/apps/academy/course-details?courseId=${course.id}`,
    );
    expect(details.status).toBe(200);
    expect(details.body.content.flatMap((s) => s.topics).some((t) => t.isCompleted)).toBe(false);
  });
  it('400 on the field in English with its key; 404 unknown course; 400 for a body that is no object; 413 too large', async () => {
    const course = store.db().courses[1];
    const tooMany = await call<{ errors: Record<string, string[]>; issues: unknown[] }>(
      `/api/apps/academy/courses/${course.id}/progress`,
      { method: 'PUT', body: { completedTasks: course.totalTasks + 5 } },
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.completedTasks).toEqual([
      `Enter a number of at most ${course.totalTasks}`,
    ]);
    expect(tooMany.body.issues).toEqual([
      { path: 'completedTasks', key: 'tooBig', params: { max: course.totalTasks } },
    ]);
    expect(
      (
        await call(`/api/apps/academy/courses/${course.id}/progress`, {
          method: 'PUT',
          body: { completedTasks: 'all' },
        })
      ).status,
    ).toBe(400);
    expect(
      await call('/api/apps/academy/courses/999/progress', {
        method: 'PUT',
        body: { completedTasks: 0 },
      }),
    ).toEqual({ status: 404, body: { message: 'Course not found', key: 'courseNotFound' } });
    expect(
      (
        await call(`/api/apps/academy/courses/${course.id}/progress`, {
          method: 'PUT',
          raw: '{nope',
        })
      ).body,
    ).toMatchObject({ key: 'bodyNotObject' });
    expect(
      (
        await call(`/api/apps/academy/courses/${course.id}/progress`, {
          method: 'PUT',
          raw: JSON.stringify({ completedTasks: 0, pad: 'x'.repeat(300 * 1024) }),
        })
      ).status,
    ).toBe(413);
    expect(store.db().courses[1].completedTasks).toBe(course.completedTasks);
  });
  it('course details: 404 with the message for an unknown course', async () => {
    expect(await call('/api/apps/academy/course-details?courseId=404')).toEqual({
      status: 404,
      body: { message: 'Course not found', key: 'courseNotFound' },
    });
  });
});

describe('a started-over course stays started over', () => {
  it('the progress write is a change: stored before it is answered, there after a reload', async () => {
    expect(isMutation('PUT', '/api/apps/academy/courses/5/progress')).toBe(true);
    expect(isMutation('GET', '/api/apps/academy/course-details')).toBe(false);
    const b = browser();
    const tab = await b.open();
    const course = tab.store.db().courses.find(isCompleted)!;
    expect(
      (
        await tab.send('PUT', `/api/apps/academy/courses/${course.id}/progress`, {
          completedTasks: 0,
        })
      ).status,
    ).toBe(200);
    const reloaded = await b.open();
    expect(reloaded.store.db().courses.find((c) => c.id === course.id)?.completedTasks).toBe(0);
    const list = await reloaded.send<{ courses: Course[] }>(
      'GET',
      '/api/apps/academy/courses?hideCompleted=true&itemsPerPage=-1',
    );
    expect(list.body.courses.map((c) => c.id)).toContain(course.id);
  });
});
