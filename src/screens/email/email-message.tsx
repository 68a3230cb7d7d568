import { IconFile, IconFileSpreadsheet, IconFileTypePdf, IconPhoto } from '@tabler/icons-react';

import type { Email, EmailAttachment } from '@/api/types/email';
import { useSession } from '@/auth/session-context';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { SafeHtml } from '@/components/ui/safe-html';
import { emailNs } from '@/i18n/ns/email';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { isolateText } from '../shared/bidi';
import { useFormat } from '../shared/format';
import { namesOf, PAGE_ALIGN, useSizeFormat } from './email-format';

export interface EmailMessageProps {
  email: Email;
}

function fileIcon(name: string) {
  if (/\.pdf$/i.test(name)) return <IconFileTypePdf aria-hidden size={22} />;
  if (/\.(xlsx?|csv|ods)$/i.test(name)) return <IconFileSpreadsheet aria-hidden size={22} />;
  if (/\.(png|jpe?g|gif|webp|svg)$/i.test(name)) return <IconPhoto aria-hidden size={22} />;
  return <IconFile aria-hidden size={22} />;
}

/**
 * Only the web's addresses become links: an attachment's url is data, not something to follow
 * blindly.
 */
const safeUrl = (url: string) =>
  /^https?:\/\//i.test(url) || url.startsWith('/') ? url : undefined;

function Attachment({ file }: { file: EmailAttachment }) {
  const { t } = useKitTranslation(emailNs);
  const size = useSizeFormat();
  const href = safeUrl(file.url);
  const content = (
    <>
      <span className="ee:text-muted">{fileIcon(file.fileName)}</span>
      <bdi className="ee:min-w-0 ee:truncate ee:text-[15px] ee:text-heading">{file.fileName}</bdi>
      <span className="ee:shrink-0 ee:text-[13px] ee:text-muted">{size(file.size)}</span>
    </>
  );
  const classes =
    'ee:flex ee:max-w-full ee:items-center ee:gap-2 ee:rounded-ee ee:border ee:border-line ee:px-3 ee:py-2';
  return (
    <li className="ee:max-w-full">
      {href ? (
        <a
          href={href}
          download={file.fileName}
          aria-label={t('reader.download', { name: isolateText(file.fileName) })}
          className={`${classes} ee:no-underline ee:hover:border-primary`}
        >
          {content}
        </a>
      ) : (
        <span className={classes}>{content}</span>
      )}
    </li>
  );
}

/**
 * One message of a conversation: who wrote it and when, to whom, the body (untrusted HTML,
 * sanitised by SafeHtml: no script runs, no `javascript:` link, no event handler) and its files
 * with their sizes.
 */
export function EmailMessage({ email }: EmailMessageProps) {
  const { t } = useKitTranslation(emailNs);
  const f = useFormat();
  const own = useSession().session?.userData.email.toLowerCase();
  const me = (address: string) =>
    own && address.toLowerCase() === own ? t('reader.me') : undefined;
  const to =
    email.to.map((a) => me(a.email) ?? (a.name || a.email)).join(', ') || namesOf(email.to);
  return (
    <Card className="ee:min-w-0 ee:shadow-soft">
      <div className="ee:flex ee:items-start ee:gap-3 ee:border-b ee:border-line ee:px-4 ee:py-3 ee:@md:px-5">
        <Avatar name={email.from.name} src={email.from.avatar || undefined} alt="" size="md" />
        <div className="ee:flex ee:min-w-0 ee:flex-1 ee:flex-col ee:gap-x-3 ee:@lg:flex-row ee:@lg:items-start">
          <div className="ee:min-w-0 ee:flex-1">
            <p
              dir="auto"
              className={`ee:m-0 ee:truncate ${PAGE_ALIGN} ee:text-[15px] ee:font-medium ee:text-heading`}
            >
              {email.from.name || email.from.email}
            </p>
            <p
              dir="ltr"
              className={`ee:m-0 ee:truncate ${PAGE_ALIGN} ee:text-[13px] ee:text-muted`}
            >
              {email.from.email}
            </p>
          </div>
          <time dateTime={email.time} className="ee:shrink-0 ee:text-[13px] ee:text-muted">
            {f.dateTime(email.time)}
          </time>
        </div>
      </div>
      <dl className="ee:m-0 ee:grid ee:grid-cols-[auto_1fr] ee:gap-x-2 ee:px-4 ee:pt-3 ee:text-[13px] ee:@md:px-5">
        <dt className="ee:text-muted">{t('reader.to')}:</dt>
        <dd dir="auto" className={`ee:m-0 ee:min-w-0 ee:break-words ${PAGE_ALIGN} ee:text-text`}>
          {to}
        </dd>
        {email.cc.length > 0 && (
          <>
            <dt className="ee:text-muted">{t('reader.cc')}:</dt>
            <dd dir="ltr" className={`ee:m-0 ee:min-w-0 ee:break-words ${PAGE_ALIGN} ee:text-text`}>
              {email.cc.join(', ')}
            </dd>
          </>
        )}
        {email.bcc.length > 0 && (
          <>
            <dt className="ee:text-muted">{t('reader.bcc')}:</dt>
            <dd dir="ltr" className={`ee:m-0 ee:min-w-0 ee:break-words ${PAGE_ALIGN} ee:text-text`}>
              {email.bcc.join(', ')}
            </dd>
          </>
        )}
      </dl>
      <SafeHtml
        html={email.message}
        dir="auto"
        className="ee:px-4 ee:py-4 ee:@md:px-5"
        data-email-body=""
      />
      {email.attachments.length > 0 && (
        <div className="ee:border-t ee:border-line ee:px-4 ee:py-3 ee:@md:px-5">
          <p className="ee:m-0 ee:mb-2 ee:text-[13px] ee:font-medium ee:text-heading">
            {t('reader.attachments', { count: f.number(email.attachments.length) })}
          </p>
          <ul className="ee:m-0 ee:flex ee:list-none ee:flex-wrap ee:gap-2 ee:p-0">
            {email.attachments.map((file, i) => (
              <Attachment key={`${file.fileName}-${i}`} file={file} />
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
