/**
 * A namespace of the kit's messages: its name, its English catalogue (bundled: every language
 * falls back to it) and loaders for the other languages (one chunk per language). One module per
 * namespace (src/i18n/ns/), so a component's bundle carries only the English it shows.
 */
import type { Language } from './languages';

export type Catalogue = Record<string, unknown>;

export interface KitNamespaceDef<N extends string = string, C extends Catalogue = Catalogue> {
  /**
   * The name in code (`devices`); i18next sees `ee-devices`, so a host's own `devices` is never
   * touched.
   */
  name: N;
  en: C;
  load: Record<Exclude<Language, 'en'>, () => Promise<Catalogue>>;
}

export function defineKitNamespace<const N extends string, C extends Catalogue>(
  name: N,
  en: C,
  load: KitNamespaceDef<N, C>['load'],
): KitNamespaceDef<N, C> {
  return { name, en, load };
}

/** The name a kit namespace has inside an i18next instance. */
export type KitNs<N extends string = string> = `ee-${N}`;
export function kitNs<N extends string>(name: N): KitNs<N> {
  return `ee-${name}`;
}
