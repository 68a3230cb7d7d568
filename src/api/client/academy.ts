/** Academy: course list, course details, and a course's progress (start over). */
import type {
  Course,
  CourseDetails,
  CourseDetailsParams,
  CourseListParams,
  CourseListResponse,
  CourseProgressInput,
} from '../types/academy';
import { invalidateAll, listQueryHook, useApiMutation, useApiQuery } from './hooks';
import type { QueryValue, Requester } from './request';
import { listCall, type ListCall } from './rest';

export const academyKeys = {
  all: ['courses'] as const,
  courses: (params: CourseListParams) => ['courses', params] as const,
  allDetails: ['courses', 'details'] as const,
  details: (params: CourseDetailsParams = {}) =>
    ['courses', 'details', params.courseId ?? null] as const,
};

export const fetchCourses: ListCall<CourseListParams, CourseListResponse> = listCall(
  '/api/apps/academy/courses',
);

/** Without `courseId` the sample course; an unknown `courseId` fails with status 404. */
export function fetchCourseDetails(
  request: Requester,
  signal?: AbortSignal,
  params: CourseDetailsParams = {},
): Promise<CourseDetails> {
  return request<CourseDetails>('/api/apps/academy/course-details', {
    query: params as Record<string, QueryValue>,
    signal,
  });
}

/** Sets how many of a course's tasks are done (0 starts it over); answers the course. */
export function setCourseProgress(
  request: Requester,
  id: number,
  body: CourseProgressInput,
): Promise<Course> {
  return request<Course>(`/api/apps/academy/courses/${id}/progress`, { method: 'PUT', body });
}

export const useCourses = listQueryHook(academyKeys.courses, fetchCourses);

/** One course's details (`courseId`), or the sample course's without it. */
export function useCourseDetails(params: CourseDetailsParams = {}) {
  return useApiQuery(academyKeys.details(params), (request, signal) =>
    fetchCourseDetails(request, signal, params),
  );
}

export interface SetCourseProgressVariables {
  id: number;
  /** Tasks done: 0 starts the course over. */
  completedTasks: number;
}

/**
 * Changes a course's progress; the lists and the details on screen are refreshed. Details not on
 * screen are dropped rather than marked stale: opened next, a course would otherwise show its old
 * progress until the refetch answers (and the sample's details follow a course too).
 */
export function useSetCourseProgress() {
  return useApiMutation(
    (request, { id, completedTasks }: SetCourseProgressVariables) =>
      setCourseProgress(request, id, { completedTasks }),
    (client) => {
      client.removeQueries({ queryKey: academyKeys.allDetails, type: 'inactive' });
      return invalidateAll(client, [academyKeys.all]);
    },
  );
}
