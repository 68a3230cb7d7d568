/**
 * Page titles (issue 13.17): a route's title is made of the catalogue keys the navigation names
 * it by, and the document title is "<page> · 电气设备管理" in the user's language.
 */
import type { TFunction } from 'i18next';
import { useEffect } from 'react';

import { commonNs } from '../src/i18n/ns/common';
import { useKitTranslation } from '../src/i18n/use-kit-translation';
import type { TitleKey } from './route-meta';

type ShellT = TFunction<'ee-shell'>;

/**
 * "Invoice · List": the keys' messages, outermost first, joined as the palette joins a menu and its
 * item.
 */
export function pageTitle(keys: readonly TitleKey[], t: ShellT): string {
  return keys.map((key) => t(key)).join(' · ');
}

/**
 * Sets document.title to "<page> · <app>" (the app alone without a page), again when the language
 * changes.
 */
export function useDocumentTitle(page: string | undefined): void {
  const { t } = useKitTranslation(commonNs);
  // The product's name as the brand shows it (电气设备管理), in every language.
  const app = t('appNameNative');
  const title = page ? `${page} · ${app}` : app;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
