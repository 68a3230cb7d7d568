/** Academy: SPEC.md §3 "Course" and "Course details", §7 academy calls. */

export const COURSE_TAGS = ['Web', 'Design', 'Psychology', 'UI/UX', 'Art'] as const;
export type CourseTag = (typeof COURSE_TAGS)[number];

/** The label meaning "no tag filter". */
export const ALL_COURSES = 'All Courses';

export interface Course {
  id: number;
  /** Tutor name. */
  user: string;
  image: string;
  tutorImg: string;
  completedTasks: number;
  totalTasks: number;
  userCount: number;
  note: number;
  view: number;
  /** Duration text, e.g. "17h 34m". */
  time: string;
  /** Icon name. */
  logo: string;
  color: string;
  courseTitle: string;
  desc: string;
  tags: CourseTag;
  rating: number;
  ratingCount: number;
}

export interface CourseTopic {
  title: string;
  time: string;
  isCompleted: boolean;
}

export interface CourseSection {
  title: string;
  /** Progress text, e.g. "2/5". */
  status: string;
  time: string;
  id: string;
  topics: CourseTopic[];
}

export interface CourseDetails {
  title: string;
  about: string;
  instructor: string;
  instructorAvatar: string;
  instructorPosition: string;
  skillLevel: string;
  totalStudents: number;
  language: string;
  isCaptions: boolean;
  length: string;
  totalLectures: number;
  /** Untrusted HTML: sanitise before rendering. */
  description: string;
  content: CourseSection[];
}

export const COURSE_SORT_KEYS = ['courseName', 'progress'] as const;
export type CourseSortKey = (typeof COURSE_SORT_KEYS)[number];

export interface CourseListParams {
  q?: string;
  /** A tag, or "All Courses" (default). */
  label?: CourseTag | typeof ALL_COURSES;
  hideCompleted?: boolean;
  sortBy?: CourseSortKey;
  orderBy?: 'asc' | 'desc';
  page?: number;
  itemsPerPage?: number;
}

export interface CourseListResponse {
  courses: Course[];
  total: number;
}
