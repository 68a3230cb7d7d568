import { IconPlus, IconUserShield } from '@tabler/icons-react';

import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { rolesNs } from '@/i18n/ns/roles';
import { useKitTranslation } from '@/i18n/use-kit-translation';

export interface AddRoleCardProps {
  /** Opens the role dialog for a new role. */
  onAdd: () => void;
}

/** The last card of the roles grid: the way to a new role. */
export function AddRoleCard({ onAdd }: AddRoleCardProps) {
  const { t } = useKitTranslation(rolesNs);
  return (
    <Card className="ee:h-full">
      <CardContent className="ee:flex ee:h-full ee:items-center ee:gap-4 ee:p-6">
        <span
          aria-hidden
          className="ee:tone-primary ee:inline-flex ee:size-16 ee:shrink-0 ee:items-center ee:justify-center ee:rounded-full ee:bg-tone/16 ee:text-tone-ink"
        >
          <IconUserShield size={32} />
        </span>
        <div className="ee:flex ee:min-w-0 ee:flex-col ee:items-start ee:gap-2">
          <h3 className="ee:m-0 ee:text-lg ee:font-medium ee:text-heading">{t('addCard.title')}</h3>
          <p className="ee:m-0 ee:text-[15px] ee:text-muted">{t('addCard.hint')}</p>
          <Button size="sm" startIcon={<IconPlus aria-hidden size={16} />} onClick={onAdd}>
            {t('addCard.button')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
