/** Academy: course list and course details. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CourseDetails, CourseListParams, CourseListResponse } from '../types/academy';
import { useRequester } from './api-provider';
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
  const request = useRequester();
  return useQuery({ queryKey: academyKeys.courses(params), queryFn: ({ signal }) => fetchCourses(request, params, signal), placeholderData: keepPreviousData });
}

export function useCourseDetails() {
  const request = useRequester();
  return useQuery({ queryKey: academyKeys.details(), queryFn: ({ signal }) => fetchCourseDetails(request, signal) });
}
