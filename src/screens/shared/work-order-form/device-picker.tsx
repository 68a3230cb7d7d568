import { useEffect, useMemo, useState } from 'react';

import { useDevices } from '@/api/client/devices';
import { Combobox } from '@/components/form/combobox';
import type { FieldBaseProps } from '@/components/form/field';

export interface DevicePickerProps extends FieldBaseProps {
  /** The chosen device's number ('' for none). */
  value: string;
  onChange: (number: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
}

/** How many devices a search shows: enough to pick from, few enough to draw at once. */
const SHOWN = 20;
/** Typing pauses this long before the register is asked (not at every key). */
const SEARCH_PAUSE_MS = 200;

/**
 * A device chosen by searching the register as one types (number or name): the kit's Combobox
 * with the register's search behind it, so a register of thousands is never loaded whole.
 */
export function DevicePicker({
  value,
  onChange,
  onBlur,
  placeholder,
  disabled,
  ...field
}: DevicePickerProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  // The chosen device is searched too until its row is known, so its name shows.
  const [chosenLabel, setChosenLabel] = useState<string | null>(null);
  const found = useDevices({ q: search || value || undefined, itemsPerPage: SHOWN });
  const options = useMemo(() => {
    const list = (found.data?.devices ?? []).map((d) => ({
      value: d.number,
      label: `${d.number} · ${d.name}`,
    }));
    if (value && !list.some((o) => o.value === value))
      list.unshift({ value, label: chosenLabel ?? value });
    return list;
  }, [found.data, value, chosenLabel]);
  return (
    <Combobox
      {...field}
      options={options}
      value={value}
      onChange={(number) => {
        setChosenLabel(options.find((o) => o.value === number)?.label ?? null);
        onChange(number);
      }}
      onBlur={onBlur}
      onSearchChange={setTyped}
      placeholder={placeholder}
      searchPlaceholder={placeholder}
      disabled={disabled}
    />
  );
}
