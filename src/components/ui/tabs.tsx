import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cva } from 'class-variance-authority';
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';

import { cx } from '@/lib/cx';

import { useDocumentDirection } from './use-document-direction';

type TabsVariant = 'underline' | 'pills';
const VariantContext = createContext<TabsVariant>('underline');

export type TabsProps = ComponentProps<typeof TabsPrimitive.Root>;

/** Tabs state: `value`/`onValueChange` or `defaultValue`. Arrow keys follow the page direction. */
export function Tabs({ className, dir, ...props }: TabsProps) {
  const documentDir = useDocumentDirection();
  return (
    <TabsPrimitive.Root
      dir={dir ?? documentDir}
      className={cx('ee:flex ee:flex-col', className)}
      {...props}
    />
  );
}

export type TabsListProps = ComponentProps<typeof TabsPrimitive.List> & {
  /** `underline`: Vuexy's default line under the active tab; `pills`: a filled active tab. */
  variant?: TabsVariant;
};

/** The row of tabs. */
export function TabsList({ className, variant = 'underline', ...props }: TabsListProps) {
  return (
    <VariantContext.Provider value={variant}>
      <TabsPrimitive.List
        className={cx(
          'ee:flex ee:overflow-x-auto',
          variant === 'underline' ? 'ee:border-b ee:border-line' : 'ee:gap-2',
          className,
        )}
        {...props}
      />
    </VariantContext.Provider>
  );
}

export const tabsTriggerVariants = cva(
  'ee:inline-flex ee:shrink-0 ee:cursor-pointer ee:items-center ee:justify-center ee:gap-2 ee:whitespace-nowrap ee:text-[15px] ee:font-medium ee:text-heading ee:transition-colors ee:duration-150 ee:disabled:pointer-events-none ee:disabled:opacity-50 ee:[&_svg]:size-5',
  {
    variants: {
      variant: {
        underline:
          'ee:-mb-px ee:h-11 ee:border-b-2 ee:border-transparent ee:px-5 ee:hover:text-primary-ink ee:data-[state=active]:border-primary ee:data-[state=active]:text-primary-ink',
        pills:
          'ee:h-[38px] ee:rounded-ee ee:px-5 ee:hover:bg-primary/10 ee:hover:text-primary-ink ee:data-[state=active]:bg-primary-solid ee:data-[state=active]:text-white ee:data-[state=active]:shadow-soft',
      },
    },
    defaultVariants: { variant: 'underline' },
  },
);

export type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger> & {
  /** Icon before the label. */
  icon?: ReactNode;
};

/** One tab; `value` ties it to its TabsContent. */
export function TabsTrigger({ className, icon, children, ...props }: TabsTriggerProps) {
  const variant = useContext(VariantContext);
  return (
    <TabsPrimitive.Trigger className={cx(tabsTriggerVariants({ variant }), className)} {...props}>
      {icon && (
        <span aria-hidden className="ee:inline-flex">
          {icon}
        </span>
      )}
      {children}
    </TabsPrimitive.Trigger>
  );
}

export type TabsContentProps = ComponentProps<typeof TabsPrimitive.Content>;

/** The panel of one tab. */
export function TabsContent({ className, ...props }: TabsContentProps) {
  return <TabsPrimitive.Content className={cx('ee:pt-5', className)} {...props} />;
}
