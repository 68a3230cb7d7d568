/**
 * 25 courses (docs/spec.md §9), some completed, the sample course-details page, and each tag's
 * syllabus.
 */
import { person } from '@/api/sample/pools';
import { createRng } from '@/api/sample/random';
import {
  COURSE_TAGS,
  type Course,
  type CourseDetails,
  type CourseSection,
  type CourseTag,
} from '@/api/types/academy';

import type { GeneratorContext } from '../index';
import syllabi from './academy.data.json';

export const COURSE_COUNT = 25;

const TITLES = [
  'Basics of Electrical Safety',
  'Designing Control Panels',
  'The Psychology of Maintenance Teams',
  'UI/UX for Monitoring Dashboards',
  'Art of Cable Routing',
  'Web APIs for Smart Meters',
  'Colour Theory for Dashboards',
  'Human Error on Site',
  'Wireframing Equipment Screens',
  'Sketching Single-Line Diagrams',
  'React for Operators',
  'Typography in Reports',
  'Habits of Reliable Engineers',
  'Usability Testing in the Field',
  'Illustrating Switchgear',
  'Node.js Telemetry',
  'Iconography for Devices',
  'Stress and Shift Work',
  'Accessible Control Rooms',
  'Watercolour Site Plans',
  'TypeScript for Integrators',
  'Layout Grids',
  'Motivation in Crews',
  'Prototyping Alarm Flows',
  'Drawing Transformers',
] as const;
const LOGOS = [
  'tabler-brand-react',
  'tabler-brand-figma',
  'tabler-brain',
  'tabler-layout',
  'tabler-palette',
] as const;
const COLORS = ['primary', 'success', 'info', 'warning', 'error'] as const;

/** Each tag's picture, served by the app from public/images/academy. */
const IMAGES: Record<CourseTag, string> = {
  Web: '/images/academy/web.svg',
  Design: '/images/academy/design.svg',
  Psychology: '/images/academy/psychology.svg',
  'UI/UX': '/images/academy/ui-ux.svg',
  Art: '/images/academy/art.svg',
};

export function createCourses(ctx: GeneratorContext): Course[] {
  const rng = createRng(ctx.seed + 801);
  return TITLES.slice(0, COURSE_COUNT).map((courseTitle, i): Course => {
    const totalTasks = rng.int(10, 40);
    // Every fourth course is finished, so "hide completed" has something to hide.
    const completedTasks = i % 4 === 0 ? totalTasks : rng.int(0, totalTasks - 1);
    const tag = COURSE_TAGS[i % COURSE_TAGS.length];
    return {
      id: i + 1,
      user: person(rng).fullName,
      image: IMAGES[tag],
      tutorImg: '',
      completedTasks,
      totalTasks,
      userCount: rng.int(10, 500),
      note: rng.int(0, 50),
      view: rng.int(100, 5000),
      time: `${rng.int(1, 30)}h ${rng.int(0, 59)}m`,
      logo: LOGOS[i % LOGOS.length],
      color: COLORS[i % COLORS.length],
      courseTitle,
      desc: `A practical course: ${courseTitle.toLowerCase()}.`,
      tags: tag,
      rating: rng.float(3, 5, 1),
      ratingCount: rng.int(10, 500),
    };
  });
}

/** A section of a syllabus: its title and the titles of its topics. */
export interface SyllabusSection {
  title: string;
  topics: readonly string[];
}

/**
 * What a course of each tag can teach, section by section, in teaching order: 8 sections of 5
 * topics, as many as the longest course has tasks (40). A course teaches a share of it, one topic
 * a task (`syllabusOf`).
 */
export const SYLLABUS: Record<CourseTag, readonly SyllabusSection[]> = syllabi.syllabus;

/** What the sample course (SPEC §7's course details, "Basics of Electrical Safety") teaches. */
export const SAMPLE_SYLLABUS: readonly SyllabusSection[] = syllabi.sampleSyllabus;

/** Topics a section holds at most: a course of n tasks has ceil(n / 5) sections (3 at least). */
const TOPICS_PER_SECTION = 5;

/**
 * The syllabus of a course of `tasks` tasks drawn from `pool`: one topic a task, so the details
 * count what the card counts. A course takes the pool's first sections in order and closes with
 * its last (the wrap-up), the topics shared evenly between them; a course longer than the pool
 * gets numbered exercises.
 */
export function syllabusOf(pool: readonly SyllabusSection[], tasks: number): SyllabusSection[] {
  const total = Math.max(0, Math.floor(tasks));
  if (total === 0) return [];
  const count = Math.max(Math.min(3, total), Math.ceil(total / TOPICS_PER_SECTION));
  return Array.from({ length: count }, (_, s) => {
    const size = Math.floor(total / count) + (s < total % count ? 1 : 0);
    const from = count > pool.length || s < count - 1 ? pool[s] : pool[pool.length - 1];
    return {
      title: from?.title ?? `Practice ${s - pool.length + 1}`,
      topics: Array.from({ length: size }, (_, i) => from?.topics[i] ?? `Exercise ${i + 1}`),
    };
  });
}

/** Sections whose topics are completed in order, `done` of them in all; each says "done/topics". */
export function sectionsOf(syllabus: readonly SyllabusSection[], done: number): CourseSection[] {
  let left = done;
  return syllabus.map((section, s) => {
    const minutes = section.topics.map((_, i) => 4 + ((i * 3 + s * 2) % 6));
    const topics = section.topics.map((title, i) => ({
      title,
      time: `${minutes[i]}:00 min`,
      isCompleted: left-- > 0,
    }));
    const completed = topics.filter((t) => t.isCompleted).length;
    return {
      id: `section${s + 1}`,
      title: section.title,
      status: `${completed}/${topics.length}`,
      time: `${minutes.reduce((a, b) => a + b, 0)} min`,
      topics,
    };
  });
}

/** How many tasks of a course are done, within 0 and its tasks (a topic a task). */
export function tasksDone(course: Pick<Course, 'completedTasks' | 'totalTasks'>): number {
  return Math.min(Math.max(0, course.completedTasks), Math.max(0, course.totalTasks));
}

/** The instructor's position by the tag of the course they teach. */
export const INSTRUCTOR_POSITIONS: Record<CourseTag, string> = {
  Web: 'Software Engineer',
  Design: 'Product Designer',
  Psychology: 'Organisational Psychologist',
  'UI/UX': 'UX Researcher',
  Art: 'Technical Illustrator',
};

/** The introduction video every course plays (a short local file: the demo works offline). */
export const COURSE_VIDEO = {
  src: '/media/academy/course-intro.webm',
  poster: '/media/academy/course-intro-poster.webp',
  captions: '/media/academy/course-intro.en.vtt',
  captionsLanguage: 'en',
} as const;

/**
 * The sample course's details (SPEC §7, without a courseId): its own texts, and the figures,
 * syllabus and progress of the course it describes (the course of the same title), so the sample
 * says what that course's card says.
 */
export function createCourseDetails(course: Course): CourseDetails {
  return {
    title: course.courseTitle,
    about:
      'Learn the rules that keep people and equipment safe when working on live installations.',
    instructor: course.user,
    instructorAvatar: course.tutorImg,
    instructorPosition: 'Senior Electrical Engineer',
    skillLevel: 'All Level',
    totalStudents: course.userCount,
    language: 'English',
    isCaptions: true,
    length: course.time,
    totalLectures: course.totalTasks,
    // HTML from the author: the screen must sanitise it like any other rich text.
    description:
      '<p>This course covers lockout-tagout, arc-flash boundaries and personal protective equipment.</p><p>Finish it before your first site visit.</p><img src=x onerror="alert(\'xss-course\')">',
    content: sectionsOf(syllabusOf(SAMPLE_SYLLABUS, course.totalTasks), tasksDone(course)),
    video: { ...COURSE_VIDEO },
  };
}
