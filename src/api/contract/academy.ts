/** Academy: docs/spec.md §3 "Course" and "Course details", §7 academy calls. */
import { z } from 'zod';

import {
  boolParam,
  count,
  id,
  intParam,
  listAnswer,
  listParams,
  queryText,
  strings,
  type ListParamsOf,
} from './common';
import { rulesMeta } from './rules';

export const COURSE_TAGS = ['Web', 'Design', 'Psychology', 'UI/UX', 'Art'] as const;
export type CourseTag = (typeof COURSE_TAGS)[number];

/** The label meaning "no tag filter". */
export const ALL_COURSES = 'All Courses';

export const course = z
  .object({
    id,
    user: z.string().meta({ description: 'Tutor name.' }),
    ...strings('image', 'tutorImg', 'color', 'courseTitle', 'desc'),
    completedTasks: count,
    totalTasks: count,
    userCount: count,
    note: count,
    view: count,
    time: z.string().meta({ description: 'Duration text, e.g. "17h 34m".' }),
    logo: z.string().meta({ description: 'Icon name.' }),
    tags: z.enum(COURSE_TAGS),
    rating: z.number(),
    ratingCount: count,
  })
  .meta({ id: 'Course' });
export type Course = z.infer<typeof course>;

export const courseTopic = z.object({
  title: z.string(),
  time: z.string(),
  isCompleted: z.boolean(),
});
export type CourseTopic = z.infer<typeof courseTopic>;
export const courseSection = z.object({
  ...strings('title', 'time', 'id'),
  status: z.string().meta({ description: 'Progress text, e.g. "2/5".' }),
  topics: z.array(courseTopic),
});
export type CourseSection = z.infer<typeof courseSection>;

/**
 * A video of a course: the file, an optional still shown before it plays, optional captions
 * (WebVTT).
 */
export const courseVideo = z.object({
  src: z.string().meta({ description: 'URL of the video file.' }),
  poster: z
    .string()
    .optional()
    .meta({ description: 'URL of an image shown before the video plays.' }),
  captions: z.string().optional().meta({ description: 'URL of a WebVTT captions track.' }),
  captionsLanguage: z
    .string()
    .optional()
    .meta({ description: 'BCP 47 language of the captions, e.g. "en".' }),
});
export type CourseVideo = z.infer<typeof courseVideo>;

export const courseDetails = z
  .object({
    ...strings(
      'title',
      'about',
      'instructor',
      'instructorAvatar',
      'instructorPosition',
      'skillLevel',
      'language',
      'length',
    ),
    totalStudents: count,
    isCaptions: z.boolean(),
    totalLectures: count,
    description: z.string().meta({ description: 'Untrusted HTML: sanitise before rendering.' }),
    content: z.array(courseSection),
    video: courseVideo
      .optional()
      .meta({ description: "The course's introduction video, when it has one." }),
  })
  .meta({ id: 'CourseDetails' });
export type CourseDetails = z.infer<typeof courseDetails>;

export const COURSE_SORT_KEYS = ['courseName', 'progress'] as const;
export type CourseSortKey = (typeof COURSE_SORT_KEYS)[number];

export const courseListQuery = listParams(COURSE_SORT_KEYS).extend({
  q: queryText.meta({ description: 'Part of the title or the tutor.' }),
  label: z
    .string()
    .catch(ALL_COURSES)
    .meta({ description: `A tag (${COURSE_TAGS.join(', ')}) or "${ALL_COURSES}" (default).` }),
  hideCompleted: boolParam.catch(false).meta({ description: 'Leave out completed courses.' }),
});
export type CourseListParams = Omit<ListParamsOf<typeof courseListQuery>, 'label'> & {
  /** A tag, or "All Courses" (default). */
  label?: CourseTag | typeof ALL_COURSES;
};

export const courseListResponse = listAnswer('CourseList', 'courses', course);
export type CourseListResponse = z.infer<typeof courseListResponse>;

/**
 * A course's details: optional `courseId` names the course (without it, the sample course of SPEC
 * §7).
 */
export const courseDetailsQuery = z.object({
  courseId: intParam(id).optional().catch(undefined).meta({
    description:
      'The course to describe (its title, tutor and progress); without it the sample course. An unknown id answers 404.',
  }),
});
export type CourseDetailsParams = { courseId?: number | undefined };

/**
 * Sets a course's progress: how many of its tasks are done (0 starts it over; `totalTasks`
 * completes it). More than the course's tasks is refused on the field (`tooBig`, `max`).
 */
export const courseProgressBody = z
  .strictObject({
    completedTasks: z
      .int()
      .min(0)
      .max(10_000)
      .meta({ description: "Tasks done, from 0 to the course's totalTasks." }),
  })
  .meta({ id: 'CourseProgressBody', ...rulesMeta('progressWithinCourse') });
export type CourseProgressInput = z.infer<typeof courseProgressBody>;
