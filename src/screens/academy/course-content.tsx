import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';

import type { CourseSection } from '@/api/types/academy';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { academyNs } from '@/i18n/ns/academy';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';
import { TextLine } from '../shared/text-line';
import { formatTimeText } from './course-facts';

export interface CourseContentProps {
  /** The course's sections, each with its topics. */
  sections: readonly CourseSection[];
}

/** "2/5" → [2, 5]; the topics themselves when the text does not read. */
function statusOf(section: CourseSection): [number, number] {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(section.status);
  return m
    ? [Number(m[1]), Number(m[2])]
    : [section.topics.filter((t) => t.isCompleted).length, section.topics.length];
}

/**
 * The course's sections in an accordion (the first open): each header says how many of its
 * topics are done ("2/5") and how long it is; each topic shows whether it is done and its time.
 */
export function CourseContent({ sections }: CourseContentProps) {
  const { t } = useKitTranslation(academyNs);
  const f = useFormat();
  const topics = sections.flatMap((s) => s.topics);
  const done = topics.filter((x) => x.isCompleted).length;
  return (
    <Card>
      <CardHeader
        title={t('details.content')}
        subtitle={t('details.contentProgress', {
          done: f.number(done),
          total: f.number(topics.length),
        })}
      />
      <CardContent>
        <Accordion type="multiple" defaultValue={sections[0] ? [sections[0].id] : []}>
          {sections.map((section) => {
            const [sectionDone, sectionTotal] = statusOf(section);
            return (
              <AccordionItem key={section.id} value={section.id} data-section={section.id}>
                <AccordionTrigger>
                  <TextLine className="ee:font-medium">{section.title}</TextLine>
                  <span className="ee:mt-0.5 ee:flex ee:flex-wrap ee:gap-x-2 ee:text-[13px] ee:font-normal ee:text-muted">
                    <span aria-hidden className="ee:tabular-nums">
                      {t('details.sectionStatus', {
                        done: f.number(sectionDone),
                        total: f.number(sectionTotal),
                      })}
                    </span>
                    <span className="ee:sr-only">
                      {t('details.sectionStatusLabel', {
                        done: f.number(sectionDone),
                        total: f.number(sectionTotal),
                      })}
                    </span>
                    <span aria-hidden>·</span>
                    <bdi>{formatTimeText(section.time, f.locale)}</bdi>
                  </span>
                </AccordionTrigger>
                <AccordionContent className="ee:px-3 ee:pb-3">
                  <ul className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:p-0">
                    {section.topics.map((topic, i) => (
                      <li
                        key={`${i}-${topic.title}`}
                        className="ee:flex ee:items-start ee:gap-3 ee:rounded-ee ee:px-2 ee:py-2 ee:hover:bg-surface-2"
                        data-topic-done={topic.isCompleted}
                      >
                        {topic.isCompleted ? (
                          <IconCircleCheckFilled
                            aria-hidden
                            size={20}
                            className="ee:tone-success ee:mt-0.5 ee:shrink-0 ee:text-tone-ink"
                          />
                        ) : (
                          <IconCircle
                            aria-hidden
                            size={20}
                            className="ee:mt-0.5 ee:shrink-0 ee:text-muted"
                          />
                        )}
                        <div className="ee:min-w-0 ee:flex-1">
                          <TextLine className="ee:text-[15px] ee:text-heading">
                            {topic.title}
                          </TextLine>
                          <span className="ee:text-[13px] ee:text-muted">
                            <span className="ee:sr-only">
                              {topic.isCompleted
                                ? t('details.topicDone')
                                : t('details.topicNotDone')}
                              ,{' '}
                            </span>
                            <bdi>{formatTimeText(topic.time, f.locale)}</bdi>
                          </span>
                        </div>
                      </li>
                    ))}
                  </ul>
                </AccordionContent>
              </AccordionItem>
            );
          })}
        </Accordion>
      </CardContent>
    </Card>
  );
}
