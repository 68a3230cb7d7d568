import { useMemo } from 'react';

import { useChatsAndContacts } from '@/api/client/chat';
import { Combobox } from '@/components/form/combobox';
import { Chip } from '@/components/ui/chip';
import { calendarNs } from '@/i18n/ns/calendar';
import { useKitTranslation } from '@/i18n/use-kit-translation';

export interface GuestsFieldProps {
  /** The guests chosen, by name. */
  value: string[];
  /** Called with the new list. */
  onChange: (guests: string[]) => void;
  /** Error message of the field. */
  error?: string;
}

/**
 * Guests, chosen from your contacts: a searchable list adds one, each chosen guest is a chip
 * with a remove button. A guest saved earlier who is no longer a contact stays until removed.
 */
export function GuestsField({ value, onChange, error }: GuestsFieldProps) {
  const { t } = useKitTranslation(calendarNs);
  const people = useChatsAndContacts('');
  const options = useMemo(
    () =>
      (people.data?.contacts ?? [])
        .filter((c) => !value.includes(c.fullName))
        .map((c) => ({ value: c.fullName, label: c.fullName })),
    [people.data, value],
  );
  return (
    <div className="ee:flex ee:flex-col ee:gap-2">
      <Combobox
        label={t('form.guests')}
        hint={people.isError ? t('form.guestsUnavailable') : undefined}
        error={error}
        options={options}
        value=""
        onChange={(name) => onChange([...value, name])}
        placeholder={t('form.addGuest')}
        searchPlaceholder={t('form.searchGuests')}
        disabled={!people.data}
      />
      {value.length > 0 && (
        <ul
          aria-label={t('form.guestList')}
          className="ee:m-0 ee:flex ee:list-none ee:flex-wrap ee:gap-2 ee:p-0"
        >
          {value.map((name) => (
            <li key={name}>
              <Chip
                shape="pill"
                size="md"
                color="secondary"
                onDelete={() => onChange(value.filter((g) => g !== name))}
                deleteLabel={t('form.removeGuest', { name })}
              >
                <bdi>{name}</bdi>
              </Chip>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
