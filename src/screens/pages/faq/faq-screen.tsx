import { IconSearchOff } from '@tabler/icons-react';
import { useState } from 'react';

import { useFaq } from '@/api/client/pages';
import type { FaqGroup } from '@/api/types/pages';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton, SkeletonText } from '@/components/feedback/skeleton';
import { Page } from '@/components/layout/page';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { pagesNs } from '@/i18n/ns/pages';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { isolate } from '@/screens/shared/bidi';
import { useFormat } from '@/screens/shared/format';
import { TextLine } from '@/screens/shared/text-line';

import { PageHero } from '../shared/page-hero';
import { PageIcon } from '../shared/page-icon';
import { useUrlText } from '../shared/use-url-text';
import { DEFAULT_SUPPORT_CONTACT, FaqContactCard, type SupportContact } from './faq-contact-card';

export type { SupportContact } from './faq-contact-card';

export interface FaqScreenProps {
  /** The phone and e-mail of the "still have a question" card; defaults to the sample's. */
  contact?: SupportContact;
}

/** The group's tab value: its position, stable while the data is (titles may repeat). */
const groupValue = (index: number) => `group-${index}`;

function FaqSkeleton() {
  return (
    <div aria-hidden className="ee:grid ee:grid-cols-1 ee:gap-6 ee:md:grid-cols-[16rem_1fr]">
      <div className="ee:flex ee:flex-col ee:gap-3">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="ee:h-[38px] ee:rounded-ee" />
        ))}
      </div>
      <div className="ee:flex ee:flex-col ee:gap-3">
        <div className="ee:flex ee:items-center ee:gap-3">
          <Skeleton className="ee:size-11 ee:rounded-ee" />
          <SkeletonText lines={2} className="ee:max-w-60 ee:flex-1" />
        </div>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="block" className="ee:h-12" />
        ))}
      </div>
    </div>
  );
}

/**
 * One group's panel: its icon, title and subtitle over the accordion of its questions (the first
 * open).
 */
function FaqGroupPanel({ group, index }: { group: FaqGroup; index: number }) {
  const { t } = useKitTranslation(pagesNs);
  const f = useFormat();
  return (
    <TabsContent value={groupValue(index)} className="ee:pt-0 ee:focus-visible:outline-none">
      <div className="ee:mb-4 ee:flex ee:items-center ee:gap-3">
        <span className="ee:tone-primary ee:flex ee:size-11 ee:shrink-0 ee:items-center ee:justify-center ee:rounded-ee ee:bg-tone/16 ee:text-tone-ink">
          <PageIcon name={group.faqIcon} size={26} />
        </span>
        <div className="ee:min-w-0">
          <h2 className="ee:m-0 ee:text-lg ee:font-medium ee:text-heading">
            <bdi>{group.faqTitle}</bdi>
          </h2>
          <p className="ee:m-0 ee:text-[13px] ee:text-muted">
            <bdi>{group.faqSubtitle}</bdi> ·{' '}
            {t('faq.questions', { count: f.number(group.faqs.length) })}
          </p>
        </div>
      </div>
      {/* Keyed by its questions: a new search opens its first answer again. */}
      <Accordion
        key={group.faqs.map((q) => q.question).join('\n')}
        type="single"
        collapsible
        defaultValue="q-0"
      >
        {group.faqs.map((faq, i) => (
          <AccordionItem key={i} value={`q-${i}`}>
            <AccordionTrigger>
              <bdi>{faq.question}</bdi>
            </AccordionTrigger>
            <AccordionContent>
              <TextLine>{faq.answer}</TextLine>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </TabsContent>
  );
}

/**
 * /pages/faq: a banner with a search over the questions (debounced, `?q=` in the URL), the
 * groups as tabs (a column beside the answers on wide screens, stacked above them on phones),
 * each group's questions as an accordion, and a card with the support line and address.
 */
export function FaqScreen({ contact = DEFAULT_SUPPORT_CONTACT }: FaqScreenProps) {
  const { t } = useKitTranslation(pagesNs);
  const [q, setQ] = useUrlText('q');
  const faq = useFaq(q);
  const groups = faq.data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  // The chosen group when the search still shows it, else the first that matched.
  const titles = groups.map((g) => g.faqTitle);
  const activeIndex = chosen !== null && titles.includes(chosen) ? titles.indexOf(chosen) : 0;

  let body;
  if (faq.isError) {
    body = (
      <Card>
        <ErrorState
          titleAs="h2"
          title={t('faq.errorTitle')}
          message={faq.error.message}
          onRetry={() => void faq.refetch()}
          retrying={faq.isFetching}
        />
      </Card>
    );
  } else if (faq.isPending) {
    body = <FaqSkeleton />;
  } else if (groups.length === 0) {
    body = (
      <Card>
        {q ? (
          <EmptyState
            titleAs="h2"
            icon={<IconSearchOff aria-hidden size={28} />}
            title={isolate((v) => t('faq.emptyTitle', { q: v.q }), { q })}
            description={t('faq.emptyHint')}
            action={
              <Button variant="tonal" onClick={() => setQ('')}>
                {t('faq.clearSearch')}
              </Button>
            }
          />
        ) : (
          <EmptyState titleAs="h2" title={t('faq.noneTitle')} description={t('faq.noneHint')} />
        )}
      </Card>
    );
  } else {
    body = (
      <Tabs
        orientation="vertical"
        value={groupValue(activeIndex)}
        onValueChange={(value) => setChosen(titles[Number(value.slice('group-'.length))] ?? null)}
        className="ee:grid ee:grid-cols-1 ee:items-start ee:gap-6 ee:md:grid-cols-[16rem_minmax(0,1fr)]"
      >
        <TabsList
          variant="pills"
          aria-label={t('faq.groupsLabel')}
          className="ee:flex-col ee:items-stretch ee:overflow-visible"
        >
          {groups.map((group, i) => (
            <TabsTrigger
              key={i}
              value={groupValue(i)}
              icon={<PageIcon name={group.faqIcon} />}
              className="ee:h-auto! ee:min-h-[38px] ee:justify-start! ee:whitespace-normal! ee:py-2 ee:text-start"
            >
              <bdi>{group.faqTitle}</bdi>
            </TabsTrigger>
          ))}
        </TabsList>
        <div className="ee:min-w-0" aria-busy={faq.isFetching || undefined}>
          {groups.map((group, i) => (
            <FaqGroupPanel key={i} group={group} index={i} />
          ))}
        </div>
      </Tabs>
    );
  }

  return (
    <Page>
      <PageHero
        title={t('faq.title')}
        subtitle={t('faq.subtitle')}
        search={q}
        onSearch={setQ}
        searchLabel={t('faq.searchLabel')}
        searchPlaceholder={t('faq.searchPlaceholder')}
      />
      {body}
      <FaqContactCard contact={contact} />
    </Page>
  );
}
