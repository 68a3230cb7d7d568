import { useState } from 'react';

import type { ChatContact, ChatMessage, ChatStatus } from '@/api/types/chat';
import { Drawer, DrawerBody, DrawerContent } from '@/components/feedback/drawer';
import { Chip } from '@/components/ui/chip';
import type { Tone } from '@/components/ui/tone';
import { chatNs } from '@/i18n/ns/chat';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';
import { TextLine } from '../shared/text-line';
import { PresenceAvatar } from './presence-avatar';

export interface ContactDrawerProps {
  /** The contact shown; null keeps the drawer closed. */
  contact: ChatContact | null;
  /** Your messages with them, when a chat exists. */
  messages?: readonly ChatMessage[];
  /** Called when the drawer closes. */
  onClose: () => void;
}

const STATUS_TONE: Record<ChatStatus, Tone> = {
  online: 'success',
  offline: 'secondary',
  busy: 'error',
  away: 'warning',
};

/**
 * A contact's profile: who they are, their status and about, and your chat with them in figures.
 */
export function ContactDrawer({ contact, messages, onClose }: ContactDrawerProps) {
  const { t } = useKitTranslation(chatNs);
  const f = useFormat();
  // The last contact stays shown while the drawer slides away, so it does not blank out.
  const [shown, setShown] = useState(contact);
  if (contact && contact !== shown) setShown(contact);
  const last = messages?.[messages.length - 1];
  return (
    <Drawer open={contact !== null} onOpenChange={(open) => !open && onClose()}>
      {shown && (
        <DrawerContent title={shown.fullName} description={t('contact.description')}>
          <DrawerBody className="ee:flex ee:flex-col ee:gap-6">
            <div className="ee:flex ee:flex-col ee:items-center ee:gap-2 ee:text-center">
              <PresenceAvatar
                name={shown.fullName}
                avatar={shown.avatar}
                status={shown.status}
                size="xl"
              />
              <TextLine className="ee:text-[15px] ee:text-muted">{shown.role}</TextLine>
              <Chip color={STATUS_TONE[shown.status]}>{t(`status.${shown.status}`)}</Chip>
            </div>
            <dl className="ee:m-0 ee:grid ee:gap-4">
              <div>
                <dt className="ee:text-[13px] ee:font-medium ee:uppercase ee:text-muted">
                  {t('contact.about')}
                </dt>
                <dd
                  className="ee:m-0 ee:mt-1 ee:text-[15px] ee:break-words ee:text-heading"
                  dir="auto"
                >
                  {shown.about}
                </dd>
              </div>
              <div>
                <dt className="ee:text-[13px] ee:font-medium ee:uppercase ee:text-muted">
                  {t('contact.role')}
                </dt>
                <dd className="ee:m-0 ee:mt-1 ee:text-[15px] ee:text-heading" dir="auto">
                  {shown.role}
                </dd>
              </div>
              <div>
                <dt className="ee:text-[13px] ee:font-medium ee:uppercase ee:text-muted">
                  {t('contact.messages')}
                </dt>
                <dd className="ee:m-0 ee:mt-1 ee:text-[15px] ee:text-heading">
                  {messages?.length ? f.number(messages.length, 0) : t('contact.noChat')}
                </dd>
              </div>
              {last && (
                <div>
                  <dt className="ee:text-[13px] ee:font-medium ee:uppercase ee:text-muted">
                    {t('contact.lastMessage')}
                  </dt>
                  <dd className="ee:m-0 ee:mt-1 ee:text-[15px] ee:text-heading">
                    <time dateTime={last.time}>{f.dateTime(last.time)}</time>
                  </dd>
                </div>
              )}
            </dl>
          </DrawerBody>
        </DrawerContent>
      )}
    </Drawer>
  );
}
