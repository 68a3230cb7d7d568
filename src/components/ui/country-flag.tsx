import { cva, type VariantProps } from 'class-variance-authority';
import { useEffect, useSyncExternalStore, type ComponentProps } from 'react';

import { useKitI18n } from '@/i18n/use-kit-translation';
import { cx } from '@/lib/cx';

type FlagModule = typeof import('country-flag-icons/react/3x2');
type Flag = FlagModule['US'];

/*
 * The flag set (~250 SVG components, ~50 kB gzip) is one chunk of its own, fetched the first
 * time a flag is drawn: importing CountryFlag costs a few hundred bytes, and a page without
 * flags never loads them. Until it arrives each flag is a neutral box of the same size.
 */
let flags: Record<string, Flag | undefined> | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function loadFlags(): void {
  loading ??= import('country-flag-icons/react/3x2').then(
    (module) => {
      flags = module as unknown as Record<string, Flag | undefined>;
      listeners.forEach((notify) => notify());
    },
    () => {
      // Offline or a failed deploy: the boxes stay, and the next flag drawn tries again.
      loading = undefined;
    },
  );
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

const readFlags = () => flags;
const noFlags = () => undefined;

/** The country's name in the language, or undefined for a code that names none. */
function regionName(code: string, language: string): string | undefined {
  try {
    const name = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'none' }).of(
      code,
    );
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

export const countryFlagVariants = cva(
  'ee:inline-block ee:shrink-0 ee:overflow-hidden ee:rounded-[3px] ee:align-middle ee:shadow-[0_0_0_1px_var(--ee-border)] ee:[&_svg]:block ee:[&_svg]:size-full',
  {
    variants: {
      size: {
        // Pixels, not rem: a flag keeps its 3:2 at any root font size.
        sm: 'ee:h-[12px] ee:w-[18px]',
        md: 'ee:h-[16px] ee:w-[24px]',
        lg: 'ee:h-[24px] ee:w-[36px]',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type CountryFlagProps = Omit<ComponentProps<'span'>, 'children' | 'title'> &
  VariantProps<typeof countryFlagVariants> & {
    /** ISO 3166-1 alpha-2 code, any case (`fr`, `US`). An unknown code draws a neutral box. */
    code: string;
    /** Accessible name and tooltip; defaults to the country's name in the user's language. */
    title?: string;
  };

/**
 * A country's flag as SVG (no emoji: not every machine has an emoji font), 3:2, in three
 * sizes. The flag set loads on first use; meanwhile, and for an unknown code, a neutral box.
 */
export function CountryFlag({ code, title, size, className, ...props }: CountryFlagProps) {
  const i18n = useKitI18n();
  const set = useSyncExternalStore(subscribe, readFlags, noFlags);
  const key = code.trim().toUpperCase();
  const valid = /^[A-Z]{2}$/.test(key);
  useEffect(() => {
    if (valid) loadFlags();
  }, [valid]);
  const Svg = valid ? set?.[key] : undefined;
  const name = title ?? (valid ? regionName(key, i18n?.language ?? 'en') : undefined) ?? code;
  return (
    <span
      role="img"
      aria-label={name}
      title={name}
      data-code={key}
      data-loaded={Svg ? '' : undefined}
      className={cx(countryFlagVariants({ size }), !Svg && 'ee:bg-heading/10', className)}
      {...props}
    >
      {Svg && <Svg aria-hidden focusable="false" preserveAspectRatio="xMidYMid slice" />}
    </span>
  );
}
