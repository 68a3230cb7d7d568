import { Drawer, DrawerContent } from '@/components/feedback/drawer';
import { emailNs } from '@/i18n/ns/email';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { EmailSidebar, type EmailSidebarProps } from './email-sidebar';

export interface EmailFoldersDrawerProps extends Pick<
  EmailSidebarProps,
  'view' | 'label' | 'meta'
> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Compose a new message (the drawer closes first). */
  onCompose: () => void;
}

/**
 * On a narrow screen, the folders and labels in a drawer from the start edge; choosing one closes
 * it.
 */
export function EmailFoldersDrawer({
  open,
  onOpenChange,
  view,
  label,
  meta,
  onCompose,
}: EmailFoldersDrawerProps) {
  const { t } = useKitTranslation(emailNs);
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent
        title={t('sidebar.label')}
        size="sm"
        className="ee:start-0 ee:end-auto ee:starting:-translate-x-full ee:rtl:starting:translate-x-full"
      >
        <EmailSidebar
          view={view}
          label={label}
          meta={meta}
          onCompose={() => {
            onOpenChange(false);
            onCompose();
          }}
          onNavigate={() => onOpenChange(false)}
        />
      </DrawerContent>
    </Drawer>
  );
}
