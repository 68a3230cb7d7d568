import { IconCheck, IconSelector } from '@tabler/icons-react';
import { Command } from 'cmdk';
import { useState } from 'react';

import { cn } from '@/lib/cn';

import { useTableText } from '../table/use-table-text';
import { Tooltip } from '../ui/tooltip';
import { TruncatedPath } from '../ui/truncated-path';
import { Field, inputClass, type FieldBaseProps } from './field';
import { Popover, PopoverContent, PopoverTrigger } from './popover';
import type { SelectOption } from './select';

export interface ComboboxProps<V extends string = string> extends FieldBaseProps {
  /** The choices (filtered by the typed text). */
  options: readonly SelectOption<V>[];
  /** Selected value ('' or undefined: none). */
  value: V | '' | undefined;
  /** Called with the chosen value. */
  onChange: (value: V) => void;
  /** Called when the popup closes (react-hook-form's onBlur). */
  onBlur?: () => void;
  /** Text when nothing is chosen. */
  placeholder?: string;
  /** Placeholder of the search box. */
  searchPlaceholder?: string;
  /** Disables the control. */
  disabled?: boolean;
  /** Id of the trigger. */
  id?: string;
  /** Classes of the Field wrapper. */
  className?: string;
  /**
   * Called with the typed text, for options the caller finds itself (an API search as the user
   * types): the options are then shown as given, not filtered here.
   */
  onSearchChange?: (search: string) => void;
}

/** What an option shows: its path when it has one (the leaf always whole), else its label. */
function OptionText({ option }: { option: SelectOption }) {
  return option.path && option.path.length > 0 ? (
    <TruncatedPath segments={option.path} showTitle={false} />
  ) : (
    <span className="ee:truncate">{option.label}</span>
  );
}

/**
 * A searchable select (cmdk listbox in a popover) for long option lists such as device types or
 * sites. Options with a `path` show it cut in the middle, and the chosen one's whole path is a
 * tooltip on hover and keyboard focus.
 */
export function Combobox<V extends string = string>({
  label,
  hint,
  error,
  required,
  options,
  value,
  onChange,
  onBlur,
  placeholder,
  searchPlaceholder,
  disabled,
  id,
  className,
  onSearchChange,
}: ComboboxProps<V>) {
  const t = useTableText();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [tip, setTip] = useState(false);
  const selected = options.find((o) => o.value === value);
  const wholePath = selected?.path && selected.path.length > 1 ? selected.path : undefined;
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(control) => (
        <Popover
          open={open}
          onOpenChange={(o) => {
            setOpen(o);
            if (!o) onBlur?.();
          }}
        >
          {/* The tooltip is always there (its element around the trigger), open only for a chosen path. */}
          <Tooltip
            open={tip && !open && wholePath !== undefined}
            onOpenChange={setTip}
            content={
              wholePath && (
                <TruncatedPath segments={wholePath} whole className="ee:[&_svg]:text-current" />
              )
            }
          >
            <PopoverTrigger
              {...control}
              disabled={disabled}
              role="combobox"
              aria-expanded={open}
              className={cn(
                inputClass,
                'ee:flex ee:cursor-pointer ee:items-center ee:justify-between ee:gap-2 ee:text-start',
                !selected && 'ee:text-muted',
              )}
            >
              <span className="ee:flex ee:min-w-0">
                {selected ? (
                  <OptionText option={selected} />
                ) : (
                  <span className="ee:truncate">{placeholder ?? t('form.select')}</span>
                )}
              </span>
              <IconSelector aria-hidden size={18} className="ee:shrink-0 ee:text-muted" />
            </PopoverTrigger>
          </Tooltip>
          <PopoverContent
            className="ee:w-[var(--radix-popover-trigger-width)] ee:min-w-56 ee:p-0"
            aria-label={typeof label === 'string' ? label : t('form.select')}
          >
            <Command
              label={typeof label === 'string' ? label : undefined}
              shouldFilter={!onSearchChange}
              // Plain "contains" matching: fuzzy scores surprise users with unrelated hits.
              filter={(itemValue, search) =>
                itemValue.toLowerCase().includes(search.trim().toLowerCase()) ? 1 : 0
              }
              className="ee:flex ee:flex-col"
            >
              <Command.Input
                {...(onSearchChange && {
                  value: search,
                  onValueChange: (typed: string) => {
                    setSearch(typed);
                    onSearchChange(typed);
                  },
                })}
                placeholder={searchPlaceholder ?? t('form.searchOptions')}
                className="ee:h-10 ee:border-b ee:border-line ee:bg-transparent ee:px-3.5 ee:text-[15px] ee:text-heading ee:outline-none ee:placeholder:text-muted"
              />
              <Command.List className="ee:max-h-64 ee:overflow-y-auto ee:p-1.5">
                <Command.Empty className="ee:px-2.5 ee:py-2 ee:text-[13px] ee:text-muted">
                  {t('form.noResults')}
                </Command.Empty>
                {options.map((o) => (
                  <Command.Item
                    key={o.value}
                    value={`${o.label} ${o.value}`}
                    disabled={o.disabled}
                    onSelect={() => {
                      onChange(o.value);
                      setOpen(false);
                    }}
                    className="ee:flex ee:cursor-pointer ee:items-center ee:gap-2 ee:rounded-ee ee:px-2.5 ee:py-2 ee:text-[15px] ee:text-heading ee:data-[disabled=true]:opacity-50 ee:data-[selected=true]:bg-primary/12 ee:data-[selected=true]:text-primary-ink"
                  >
                    <IconCheck
                      aria-hidden
                      size={16}
                      className={cn('ee:shrink-0', o.value !== value && 'ee:invisible')}
                    />
                    <span className="ee:flex ee:min-w-0">
                      <OptionText option={o} />
                    </span>
                  </Command.Item>
                ))}
              </Command.List>
            </Command>
          </PopoverContent>
        </Popover>
      )}
    </Field>
  );
}
