export { Button, buttonVariants, type ButtonProps } from './button';
export { IconButton, iconButtonVariants, type IconButtonProps } from './icon-button';
export { Chip, chipVariants, type ChipProps } from './chip';
export { Avatar, avatarVariants, initialsOf, type AvatarProps } from './avatar';
export { AvatarGroup, type AvatarGroupProps } from './avatar-group';
export {
  Card,
  CardHeader,
  CardContent,
  CardFooter,
  type CardProps,
  type CardHeaderProps,
  type CardContentProps,
  type CardFooterProps,
} from './card';
export {
  Tabs,
  TabsList,
  TabsTrigger,
  TabsContent,
  tabsTriggerVariants,
  type TabsProps,
  type TabsListProps,
  type TabsTriggerProps,
  type TabsContentProps,
} from './tabs';
export { Tooltip, TooltipProvider, type TooltipProps } from './tooltip';
export { Progress, progressVariants, type ProgressProps } from './progress';
export { CircularProgress, type CircularProgressProps } from './circular-progress';
export {
  Menu,
  MenuTrigger,
  MenuContent,
  MenuItem,
  MenuSeparator,
  MenuLabel,
  MenuGroup,
  type MenuProps,
  type MenuContentProps,
  type MenuItemProps,
  type MenuSeparatorProps,
  type MenuLabelProps,
} from './menu';
export { tones, toneVariants, type Tone } from './tone';
export { useCommonText } from './use-common-text';
export { useDocumentDirection } from './use-document-direction';
export { SafeHtml, type SafeHtmlProps } from './safe-html';
export { sanitizeHtml, htmlToText, canSanitizeHtml } from './sanitize-html';
export {
  Accordion,
  AccordionItem,
  AccordionTrigger,
  AccordionContent,
  type AccordionProps,
  type AccordionItemProps,
  type AccordionTriggerProps,
  type AccordionContentProps,
} from './accordion';
export { Timeline, TimelineItem, type TimelineProps, type TimelineItemProps } from './timeline';
export { Rating, ratingVariants, type RatingProps } from './rating';
export { CountryFlag, countryFlagVariants, type CountryFlagProps } from './country-flag';
export { TruncatedPath, pathTitle, pathSpeech, type TruncatedPathProps } from './truncated-path';
