import { IconMail, IconPhoneCall } from '@tabler/icons-react';

import { Chip } from '@/components/ui/chip';
import { pagesNs } from '@/i18n/ns/pages';
import { useKitTranslation } from '@/i18n/use-kit-translation';

/**
 * The support line and address the FAQ offers (a host shows its own through the screen's props).
 */
export interface SupportContact {
  /** A phone number as people dial it. */
  phone: string;
  /** An e-mail address. */
  email: string;
}

export const DEFAULT_SUPPORT_CONTACT: SupportContact = {
  phone: '+1 (810) 2548 2568',
  email: 'help@help.com',
};

/** "You still have a question?": a phone and an e-mail tile, each a real link (tel:, mailto:). */
export function FaqContactCard({ contact }: { contact: SupportContact }) {
  const { t } = useKitTranslation(pagesNs);
  const tiles = [
    {
      key: 'phone',
      href: `tel:${contact.phone.replace(/[^\d+]/g, '')}`,
      text: contact.phone,
      hint: t('faq.contact.phoneHint'),
      icon: <IconPhoneCall aria-hidden size={24} />,
    },
    {
      key: 'email',
      href: `mailto:${contact.email}`,
      text: contact.email,
      hint: t('faq.contact.emailHint'),
      icon: <IconMail aria-hidden size={24} />,
    },
  ];
  return (
    <section
      aria-labelledby="faq-contact-title"
      className="ee:flex ee:flex-col ee:items-center ee:gap-2 ee:pt-6 ee:text-center"
    >
      <Chip color="primary" size="sm">
        {t('faq.contact.badge')}
      </Chip>
      <h2 id="faq-contact-title" className="ee:m-0 ee:text-xl ee:font-medium ee:text-heading">
        {t('faq.contact.title')}
      </h2>
      <p className="ee:m-0 ee:max-w-lg ee:text-[15px] ee:text-text">{t('faq.contact.subtitle')}</p>
      <div className="ee:mt-4 ee:grid ee:w-full ee:max-w-3xl ee:grid-cols-1 ee:gap-6 ee:sm:grid-cols-2">
        {tiles.map((tile) => (
          <a
            key={tile.key}
            href={tile.href}
            className="ee:group ee:flex ee:flex-col ee:items-center ee:gap-2 ee:rounded-ee ee:bg-heading/5 ee:p-6 ee:no-underline ee:transition-colors ee:hover:bg-primary/10 ee:focus-visible:outline-2 ee:focus-visible:outline-primary"
          >
            <span className="ee:tone-primary ee:flex ee:size-12 ee:items-center ee:justify-center ee:rounded-ee ee:bg-surface ee:text-tone-ink ee:shadow-soft">
              {tile.icon}
            </span>
            <bdi
              dir="ltr"
              className="ee:text-lg ee:font-medium ee:text-heading ee:group-hover:text-primary-ink"
            >
              {tile.text}
            </bdi>
            <span className="ee:text-[15px] ee:text-text">{tile.hint}</span>
          </a>
        ))}
      </div>
    </section>
  );
}
