import { IconArrowLeft, IconMoodEmpty } from '@tabler/icons-react';
import { Link } from 'react-router';

import { useCourseDetails } from '@/api/client/academy';
import type { CourseDetails, CourseVideo } from '@/api/types/academy';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton, SkeletonText } from '@/components/feedback/skeleton';
import { Page } from '@/components/layout/page';
import { Avatar } from '@/components/ui/avatar';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { SafeHtml } from '@/components/ui/safe-html';
import { useCommonText } from '@/components/ui/use-common-text';
import { VideoPlayer, type VideoPlayerTrack } from '@/components/ui/video-player';
import { academyNs } from '@/i18n/ns/academy';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths } from '../paths';
import { isolate } from '../shared/bidi';
import { useFormat } from '../shared/format';
import { ScreenHeader } from '../shared/screen-header';
import { TextLine } from '../shared/text-line';
import { CourseContent } from './course-content';
import { CourseNumbers } from './course-numbers';

export interface AcademyCourseDetailsScreenProps {
  /** The course to show (from the route, e.g. `?courseId=3`); without it, the sample course. */
  courseId?: number;
}

const VIDEO_TYPES: Record<string, string> = {
  webm: 'video/webm',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  ogv: 'video/ogg',
  mov: 'video/quicktime',
};

/** The MIME type of a video file by its extension, so the browser can skip one it cannot play. */
function videoType(src: string): string | undefined {
  const ext = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(src)?.[1]?.toLowerCase();
  return ext ? VIDEO_TYPES[ext] : undefined;
}

/** The captions track of a course video, named by its language in the user's language. */
function captionsOf(video: CourseVideo, locale: string): VideoPlayerTrack[] {
  if (!video.captions) return [];
  const lang = video.captionsLanguage || 'en';
  let label = lang;
  try {
    label = new Intl.DisplayNames(locale, { type: 'language' }).of(lang) ?? lang;
  } catch {
    // An unreadable language tag is shown as written.
  }
  return [{ src: video.captions, srcLang: lang, label }];
}

function statusOf(error: unknown): number | undefined {
  return error && typeof error === 'object' && 'status' in error ? Number(error.status) : undefined;
}

/** The details while they load: the shapes of the video, the text and the sections. */
function DetailsSkeleton() {
  return (
    <div
      aria-hidden
      className="ee:grid ee:grid-cols-1 ee:gap-6 ee:lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
    >
      <Card className="ee:flex ee:flex-col ee:gap-5 ee:p-6">
        <Skeleton variant="block" className="ee:aspect-video ee:h-auto" />
        <Skeleton className="ee:h-5 ee:w-1/3" />
        <SkeletonText lines={3} />
      </Card>
      <Card className="ee:flex ee:flex-col ee:gap-3 ee:p-6">
        <Skeleton className="ee:h-5 ee:w-1/2" />
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} variant="block" className="ee:h-14" />
        ))}
      </Card>
    </div>
  );
}

/** The loaded course: video and facts beside its sections. */
function DetailsBody({ course }: { course: CourseDetails }) {
  const { t } = useKitTranslation(academyNs);
  const f = useFormat();
  return (
    <div className="ee:grid ee:grid-cols-1 ee:items-start ee:gap-6 ee:lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <Card>
        <CardContent className="ee:flex ee:flex-col ee:gap-6">
          {course.video ? (
            <VideoPlayer
              src={course.video.src}
              type={videoType(course.video.src)}
              poster={course.video.poster}
              title={course.title}
              tracks={captionsOf(course.video, f.locale)}
            />
          ) : (
            <p className="ee:m-0 ee:rounded-ee ee:bg-surface-2 ee:p-6 ee:text-center ee:text-text">
              {t('details.noVideo')}
            </p>
          )}
          <section aria-labelledby="course-about-title" className="ee:flex ee:flex-col ee:gap-2">
            <h2
              id="course-about-title"
              className="ee:m-0 ee:text-lg ee:font-medium ee:text-heading"
            >
              {t('details.about')}
            </h2>
            <TextLine className="ee:text-[15px] ee:text-text">{course.about}</TextLine>
          </section>
          <hr className="ee:m-0 ee:border-line" />
          <CourseNumbers course={course} />
          <hr className="ee:m-0 ee:border-line" />
          <section
            aria-labelledby="course-description-title"
            className="ee:flex ee:flex-col ee:gap-2"
          >
            <h3
              id="course-description-title"
              className="ee:m-0 ee:text-[15px] ee:font-medium ee:text-heading"
            >
              {t('details.description')}
            </h3>
            <SafeHtml
              html={course.description}
              dir="auto"
              className="ee:text-[15px] ee:text-text ee:[&_p]:m-0 ee:[&_p+p]:mt-3"
              data-course-description=""
            />
          </section>
          <hr className="ee:m-0 ee:border-line" />
          <section
            aria-labelledby="course-instructor-title"
            className="ee:flex ee:flex-col ee:gap-3"
          >
            <h3
              id="course-instructor-title"
              className="ee:m-0 ee:text-[15px] ee:font-medium ee:text-heading"
            >
              {t('details.instructor')}
            </h3>
            <div className="ee:flex ee:items-center ee:gap-3">
              <Avatar size="lg" src={course.instructorAvatar} name={course.instructor} alt="" />
              <div className="ee:min-w-0">
                <TextLine className="ee:text-[15px] ee:font-medium ee:text-heading">
                  {course.instructor}
                </TextLine>
                <TextLine className="ee:text-[13px] ee:text-muted">
                  {course.instructorPosition}
                </TextLine>
              </div>
            </div>
          </section>
        </CardContent>
      </Card>
      <div className="ee:lg:sticky ee:lg:top-24">
        <CourseContent sections={course.content} />
      </div>
    </div>
  );
}

/**
 * /apps/academy/course-details: a course's video (a keyboard-accessible player), what it is
 * about, its figures, its description (untrusted HTML, sanitised), its instructor, and its
 * sections with each topic's completion. An unknown course says so and leads back.
 */
export function AcademyCourseDetailsScreen({ courseId }: AcademyCourseDetailsScreenProps) {
  const { t } = useKitTranslation(academyNs);
  const common = useCommonText();
  const paths = useScreenPaths();
  const details = useCourseDetails(courseId === undefined ? {} : { courseId });
  const back = (
    <Link
      to={paths.academyCourses}
      className={buttonVariants({ variant: 'tonal', color: 'secondary' })}
    >
      <IconArrowLeft aria-hidden size={18} className="ee:rtl:rotate-180" />
      {t('details.back')}
    </Link>
  );

  if (details.isError && statusOf(details.error) === 404) {
    return (
      <div className="ee:p-4 ee:sm:p-6">
        <Card className="ee:flex ee:flex-col ee:items-center ee:gap-4 ee:px-6 ee:py-12 ee:text-center">
          <span
            aria-hidden
            className="ee:tone-warning ee:flex ee:size-14 ee:items-center ee:justify-center ee:rounded-full ee:bg-tone/16 ee:text-tone-ink"
          >
            <IconMoodEmpty size={28} />
          </span>
          <div>
            <h1 className="ee:m-0 ee:text-xl ee:font-medium ee:text-heading">
              {t('details.notFoundTitle')}
            </h1>
            <p className="ee:m-0 ee:mt-1.5 ee:max-w-md ee:text-[15px] ee:text-text">
              {t('details.notFoundHint')}
            </p>
          </div>
          <Link to={paths.academyCourses} className={buttonVariants()}>
            {t('details.backToCourses')}
          </Link>
        </Card>
      </div>
    );
  }

  return (
    <Page>
      {details.data ? (
        <ScreenHeader
          title={<TextLine>{details.data.title}</TextLine>}
          subtitle={isolate((v) => t('details.tutorLine', { name: v.name }), {
            name: details.data.instructor,
          })}
          actions={back}
        />
      ) : (
        <ScreenHeader
          title={
            details.isError ? (
              t('details.errorTitle')
            ) : (
              <>
                <Skeleton className="ee:inline-block ee:h-7 ee:w-72 ee:max-w-full" />
                <span className="ee:sr-only">{common('states.loading')}</span>
              </>
            )
          }
          actions={back}
        />
      )}
      {details.data ? (
        <DetailsBody course={details.data} />
      ) : details.isError ? (
        <Card>
          <ErrorState
            titleAs="h2"
            message={details.error.message}
            onRetry={() => void details.refetch()}
            retrying={details.isFetching}
          />
        </Card>
      ) : (
        <DetailsSkeleton />
      )}
    </Page>
  );
}
