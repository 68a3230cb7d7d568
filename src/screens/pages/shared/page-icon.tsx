/**
 * The icons the pages' sample data names ("tabler-credit-card"), by name. Named imports keep the
 * bundle small (the whole set is ~650 kB); a name not listed draws a neutral dot instead of
 * nothing, so a new data value never leaves a hole in a card.
 */
import {
  IconBolt,
  IconBox,
  IconBrandGithub,
  IconCalendarCheck,
  IconCheck,
  IconCircleDot,
  IconCreditCard,
  IconCrown,
  IconFileText,
  IconFileUpload,
  IconFlag,
  IconGift,
  IconHelp,
  IconLanguage,
  IconLayoutGrid,
  IconLock,
  IconMail,
  IconMessages,
  IconPhoneCall,
  IconPlugConnected,
  IconRefresh,
  IconRocket,
  IconSettings,
  IconShieldLock,
  IconShoppingCart,
  IconUser,
  IconUsers,
  type IconProps,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

const ICONS: Record<string, ComponentType<IconProps>> = {
  'tabler-bolt': IconBolt,
  'tabler-box': IconBox,
  'tabler-brand-github': IconBrandGithub,
  'tabler-calendar-check': IconCalendarCheck,
  'tabler-check': IconCheck,
  'tabler-credit-card': IconCreditCard,
  'tabler-crown': IconCrown,
  'tabler-file-text': IconFileText,
  'tabler-file-upload': IconFileUpload,
  'tabler-flag': IconFlag,
  'tabler-gift': IconGift,
  'tabler-help': IconHelp,
  'tabler-language': IconLanguage,
  'tabler-layout-grid': IconLayoutGrid,
  'tabler-lock': IconLock,
  'tabler-mail': IconMail,
  'tabler-messages': IconMessages,
  'tabler-phone-call': IconPhoneCall,
  'tabler-plug-connected': IconPlugConnected,
  'tabler-refresh': IconRefresh,
  'tabler-rocket': IconRocket,
  'tabler-settings': IconSettings,
  'tabler-shield-lock': IconShieldLock,
  'tabler-shopping-cart': IconShoppingCart,
  'tabler-user': IconUser,
  'tabler-users': IconUsers,
};

export type PageIconProps = IconProps & {
  /** The data's icon name, e.g. `tabler-credit-card`. */
  name: string;
};

/** An icon the sample data names; decorative (aria-hidden): the text beside it says what it is. */
export function PageIcon({ name, ...props }: PageIconProps) {
  const Icon = ICONS[name] ?? IconCircleDot;
  return <Icon aria-hidden {...props} />;
}
