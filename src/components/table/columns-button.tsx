import { IconLayoutColumns } from '@tabler/icons-react';
import type { ComponentProps } from 'react';

import { Button } from '../ui/button';
import { useTableText } from './use-table-text';

/** The toolbar's "Columns" button (the popover's trigger, and what shows while it loads). */
export function ColumnsButton(props: Omit<ComponentProps<'button'>, 'color'>) {
  const t = useTableText();
  return (
    <Button
      variant="tonal"
      color="secondary"
      startIcon={<IconLayoutColumns aria-hidden size={18} />}
      {...props}
    >
      {t('grid.columns')}
    </Button>
  );
}
