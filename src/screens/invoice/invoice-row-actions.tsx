import {
  IconCopy,
  IconDotsVertical,
  IconDownload,
  IconEye,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';

import type { Invoice } from '@/api/types/invoice';
import { IconButton, iconButtonVariants } from '@/components/ui/icon-button';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '@/components/ui/menu';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withSegments } from '../paths';

export interface InvoiceRowActionsProps {
  invoice: Invoice;
  onDelete: (invoice: Invoice) => void;
  /** The invoice's PDF is being made (its menu button spins). */
  downloading: boolean;
  onDownload: (invoice: Invoice) => void;
  onDuplicate: (invoice: Invoice) => void;
}

/** An invoice row's actions: delete, view, and a menu to download as PDF, edit or duplicate. */
export function InvoiceRowActions({
  invoice,
  onDelete,
  downloading,
  onDownload,
  onDuplicate,
}: InvoiceRowActionsProps) {
  const { t } = useKitTranslation(invoiceNs);
  const paths = useScreenPaths();
  const navigate = useNavigate();
  return (
    <div className="ee:flex ee:items-center ee:justify-end">
      <IconButton
        size="sm"
        aria-label={t('actions.delete', { id: invoice.id })}
        onClick={() => onDelete(invoice)}
      >
        <IconTrash aria-hidden />
      </IconButton>
      <Link
        to={withSegments(paths.invoicePreview, invoice.id)}
        aria-label={t('actions.view', { id: invoice.id })}
        className={iconButtonVariants({ size: 'sm' })}
      >
        <IconEye aria-hidden />
      </Link>
      <Menu>
        <MenuTrigger asChild>
          <IconButton
            size="sm"
            aria-label={t('actions.more', { id: invoice.id })}
            loading={downloading}
          >
            <IconDotsVertical aria-hidden />
          </IconButton>
        </MenuTrigger>
        <MenuContent>
          <MenuItem icon={<IconDownload />} onSelect={() => onDownload(invoice)}>
            {t('actions.download')}
          </MenuItem>
          <MenuItem
            icon={<IconPencil />}
            onSelect={() => navigate(withSegments(paths.invoiceEdit, invoice.id))}
          >
            {t('actions.edit')}
          </MenuItem>
          <MenuItem icon={<IconCopy />} onSelect={() => onDuplicate(invoice)}>
            {t('actions.duplicate')}
          </MenuItem>
        </MenuContent>
      </Menu>
    </div>
  );
}
