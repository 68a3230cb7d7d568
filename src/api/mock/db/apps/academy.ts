/** 25 courses (SPEC.md §9), some completed, one course-details page, and each tag's syllabus. */
import { COURSE_TAGS, type Course, type CourseDetails, type CourseTag } from '../../../types/academy';
import type { GeneratorContext } from '../index';
import { createRng } from '../random';
import { person } from './pools';

export const COURSE_COUNT = 25;

const TITLES = [
  'Basics of Electrical Safety', 'Designing Control Panels', 'The Psychology of Maintenance Teams', 'UI/UX for Monitoring Dashboards',
  'Art of Cable Routing', 'Web APIs for Smart Meters', 'Colour Theory for Dashboards', 'Human Error on Site', 'Wireframing Equipment Screens',
  'Sketching Single-Line Diagrams', 'React for Operators', 'Typography in Reports', 'Habits of Reliable Engineers', 'Usability Testing in the Field',
  'Illustrating Switchgear', 'Node.js Telemetry', 'Iconography for Devices', 'Stress and Shift Work', 'Accessible Control Rooms', 'Watercolour Site Plans',
  'TypeScript for Integrators', 'Layout Grids', 'Motivation in Crews', 'Prototyping Alarm Flows', 'Drawing Transformers',
] as const;
const LOGOS = ['tabler-brand-react', 'tabler-brand-figma', 'tabler-brain', 'tabler-layout', 'tabler-palette'] as const;
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

/** What a course of each tag teaches, section by section (the details of a course are built on it). */
export const SYLLABUS: Record<CourseTag, readonly SyllabusSection[]> = {
  Web: [
    { title: 'Getting Started', topics: ['Welcome to this course', 'Setting up your tools', 'How the course works'] },
    { title: 'Talking to Devices', topics: ['Reading a meter over HTTP', 'Polling and push', 'Handling timeouts', 'Storing readings'] },
    { title: 'Building the Screen', topics: ['A first component', 'Lists and filters', 'Charts of readings', 'Errors people understand', 'Shipping it'] },
  ],
  Design: [
    { title: 'Foundations', topics: ['Welcome to this course', 'What good looks like', 'Reading a brief'] },
    { title: 'Colour and Type', topics: ['Colour that carries meaning', 'Contrast for control rooms', 'Choosing a typeface', 'Scales and rhythm'] },
    { title: 'Putting It Together', topics: ['Layout grids', 'Components', 'Reviewing a design', 'Handing over', 'Final project'] },
  ],
  Psychology: [
    { title: 'Introduction', topics: ['Welcome to this course', 'Why people make mistakes', 'Case studies'] },
    { title: 'People at Work', topics: ['Attention and fatigue', 'Shift work', 'Habits and routines', 'Speaking up'] },
    { title: 'Teams', topics: ['Trust in crews', 'Briefings that work', 'Learning from incidents', 'Keeping motivation', 'Wrap-up'] },
  ],
  'UI/UX': [
    { title: 'Orientation', topics: ['Welcome to this course', 'Who uses the screen', 'Goals and tasks'] },
    { title: 'Research', topics: ['Interviews on site', 'Watching operators', 'Journey maps', 'Finding the pain points'] },
    { title: 'Prototype and Test', topics: ['Sketches', 'Wireframes', 'Clickable prototypes', 'Usability tests', 'Iterating'] },
  ],
  Art: [
    { title: 'First Lines', topics: ['Welcome to this course', 'Materials', 'Warming up'] },
    { title: 'Drawing Equipment', topics: ['Boxes and cylinders', 'Cables and curves', 'Light and shade', 'Perspective'] },
    { title: 'Finishing', topics: ['Colour washes', 'Labels and lettering', 'Composition', 'Presenting your work', 'Final piece'] },
  ],
};

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

export function createCourseDetails(): CourseDetails {
  const section = (id: string, title: string, done: number, topics: string[]) => ({
    title,
    status: `${done}/${topics.length}`,
    time: `${topics.length * 7} min`,
    id,
    topics: topics.map((t, i) => ({ title: t, time: `${5 + i}:00 min`, isCompleted: i < done })),
  });
  return {
    title: 'Basics of Electrical Safety',
    about: 'Learn the rules that keep people and equipment safe when working on live installations.',
    instructor: 'Devonne Wallbridge',
    instructorAvatar: '',
    instructorPosition: 'Senior Electrical Engineer',
    skillLevel: 'All Level',
    totalStudents: 38815,
    language: 'English',
    isCaptions: true,
    length: '1.2 hours',
    totalLectures: 19,
    // HTML from the author: the screen must sanitise it like any other rich text.
    description:
      '<p>This course covers lockout-tagout, arc-flash boundaries and personal protective equipment.</p><p>Finish it before your first site visit.</p><img src=x onerror="alert(\'xss-course\')">',
    content: [
      section('section1', 'Course Content', 2, ['Welcome to this course', 'Watch before you start', 'Basic safety rules']),
      section('section2', 'Lockout-Tagout', 1, ['Why isolate', 'Applying locks', 'Verifying zero energy', 'Removing locks']),
      section('section3', 'Arc Flash', 0, ['What is an arc flash', 'Boundaries', 'PPE categories', 'Incident energy', 'Labels']),
    ],
    video: { ...COURSE_VIDEO },
  };
}
