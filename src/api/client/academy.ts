/** Academy: course list and course details. */
import type { CourseDetails, CourseListParams, CourseListResponse } from '../types/academy';
import { useApiQuery } from './hooks';
import type { Requester } from './request';

export const academyKeys = {
  courses: (params: CourseListParams) => ['courses', params] as const,
  details: () => ['courses', 'details'] as const,
};

export function fetchCourses(request: Requester, params: CourseListParams = {}, signal?: AbortSignal): Promise<CourseListResponse> {
  return request<CourseListResponse>('/api/apps/academy/courses', { query: { ...params }, signal });
}

export function fetchCourseDetails(request: Requester, signal?: AbortSignal): Promise<CourseDetails> {
  return request<CourseDetails>('/api/apps/academy/course-details', { signal });
}

export function useCourses(params: CourseListParams = {}) {
  return useApiQuery(academyKeys.courses(params), (request, signal) => fetchCourses(request, params, signal), { keepPrevious: true });
}

export function useCourseDetails() {
  return useApiQuery(academyKeys.details(), fetchCourseDetails);
}
