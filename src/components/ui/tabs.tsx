import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { useDocumentDirection } from './use-document-direction';

type TabsVariant = 'underline' | 'pills';
const VariantContext = createContext<TabsVariant>('underline');

export type TabsProps = ComponentProps<typeof TabsPrimitive.Root>;

/** Tabs state: `value`/`onValueChange` or `defaultValue`. Arrow keys follow the page direction. */
export function Tabs({ className, dir, ...props }: TabsProps) {
  const documentDir = useDocumentDirection();
  return <TabsPrimitive.Root dir={dir ?? documentDir} className={cn('flex flex-col', className)} {...props} />;
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
        className={cn('flex overflow-x-auto', variant === 'underline' ? 'border-b border-line' : 'gap-2', className)}
        {...props}
      />
    </VariantContext.Provider>
  );
}

export const tabsTriggerVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap text-[15px] font-medium text-heading transition-colors duration-150 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-5',
  {
    variants: {
      variant: {
        underline: '-mb-px h-11 border-b-2 border-transparent px-5 hover:text-primary-ink data-[state=active]:border-primary data-[state=active]:text-primary-ink',
        pills: 'h-[38px] rounded-ee px-5 hover:bg-primary/10 hover:text-primary-ink data-[state=active]:bg-primary-solid data-[state=active]:text-white data-[state=active]:shadow-soft',
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
    <TabsPrimitive.Trigger className={cn(tabsTriggerVariants({ variant }), className)} {...props}>
      {icon && (
        <span aria-hidden className="inline-flex">
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
  return <TabsPrimitive.Content className={cn('pt-5', className)} {...props} />;
}
