/**
 * The English catalogue as the API's reference: which message keys exist, and English text for
 * what the API answers. Apart from validation.ts so that an app's first screen, which only
 * translates, does not carry the English catalogue and an i18next instance of its own.
 */
import type { TFunction } from 'i18next';

import { englishText } from './english-text';
import { common } from './locales/en/common';
import type { ApiErrorKey, ValidationKey } from './validation';

/** Every key of the `validation` group: what a field issue may name. */
export const VALIDATION_KEYS = Object.keys(common.validation) as [
  ValidationKey,
  ...ValidationKey[],
];
/** Every key of the `apiErrors` group: what a whole-request error may name. */
export const API_ERROR_KEYS = Object.keys(common.apiErrors) as [ApiErrorKey, ...ApiErrorKey[]];

/**
 * `t` of the English catalogue alone, for what the API answers in `message` and `errors`: the
 * simulation speaks English, like most backends, and sends the keys for clients to translate.
 * Read directly (no i18next instance): the contract that imports this loads with every form.
 */
export function englishT(): TFunction<'ee-common'> {
  return englishText(common) as unknown as TFunction<'ee-common'>;
}
