import type { i18n as I18n, TFunction } from 'i18next';
import { use, useCallback, useContext, useMemo, useRef, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

import type { KitNamespace } from './catalogues';
import { englishText } from './english-text';
import { ensureKitCatalogues } from './kit-i18n';
import { kitNs, type KitNamespaceDef, type KitNs } from './namespace';
// Type only (it vanishes): the sample apps' screens share this hook, their catalogues stay out.
import type { SampleAppNamespace } from './sample-app-catalogues';

/**
 * The i18next instance around a component: the nearest provider's, or react-i18next's global one.
 */
export function useKitI18n(): I18n | undefined {
  const context = useContext(I18nContext);
  return context?.i18n ?? getI18n() ?? undefined;
}

/** The namespaces the hook serves: the kit's and, inside this repository, the sample apps'. */
type AnyNamespace = KitNamespace | SampleAppNamespace;

export interface KitTranslation<N extends AnyNamespace> {
  /** `t` of the namespace, in the instance's language (English without an instance). */
  t: TFunction<KitNs<N>>;
  /** The language the messages are in. */
  language: string;
  /** The instance, when there is one. */
  i18n: I18n | undefined;
}

const noSubscription = () => () => {};

/**
 * The messages of a kit namespace, in whatever i18next instance surrounds the component (a
 * host's own included: the component follows its language), or in English without one. The
 * namespace's catalogue is added to that instance for its language on first use; while a
 * language other than English loads, the component suspends (render inside <Suspense>, or call
 * `loadKitCatalogues` first).
 */
export function useKitTranslation<N extends AnyNamespace>(
  ns: KitNamespaceDef<N>,
): KitTranslation<N> {
  const i18n = useKitI18n();
  const subscribe = useCallback(
    (notify: () => void) => {
      i18n?.on('languageChanged', notify);
      return () => i18n?.off('languageChanged', notify);
    },
    [i18n],
  );
  const language = useSyncExternalStore(
    i18n ? subscribe : noSubscription,
    () => i18n?.language ?? 'en',
    () => i18n?.language ?? 'en',
  );
  // A render that suspended on a catalogue may be replayed once it has come (React does so in a
  // transition, keeping this render's hooks): the replay must call use() where this render did,
  // or the hooks after it break (React error 467, seen as a blank shell after a reload in Arabic).
  // Otherwise use() is called only while a catalogue loads: any use() inside a test's act()
  // marks it as waiting on a promise, which a host's synchronous act() would not flush.
  const suspendedOn = useRef<Promise<void> | undefined>(undefined);
  const loading = (i18n && ensureKitCatalogues(i18n, [ns], language)) || suspendedOn.current;
  if (loading) {
    suspendedOn.current = loading;
    use(loading);
    suspendedOn.current = undefined;
  }
  const t = useMemo(
    () =>
      (i18n
        ? i18n.getFixedT(language, kitNs(ns.name) as KitNs<AnyNamespace>)
        : englishText(ns.en)) as unknown as TFunction<KitNs<N>>,
    [i18n, language, ns],
  );
  return { t, language, i18n };
}
