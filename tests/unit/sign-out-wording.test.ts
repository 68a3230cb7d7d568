/**
 * Issue 35.13 (wording): one word for ending the session everywhere, the pair of the login
 * page's "Sign in", in every language: the palette's action, the user menu, the pages that offer
 * it (the 403 page's button).
 */
import { describe, expect, it } from 'vitest';

import { auth as authAr } from '@/i18n/locales/ar/auth';
import { common as commonAr } from '@/i18n/locales/ar/common';
import { shell as shellAr } from '@/i18n/locales/ar/shell';
import { auth as authEn } from '@/i18n/locales/en/auth';
import { common as commonEn } from '@/i18n/locales/en/common';
import { shell as shellEn } from '@/i18n/locales/en/shell';
import { auth as authFr } from '@/i18n/locales/fr/auth';
import { common as commonFr } from '@/i18n/locales/fr/common';
import { shell as shellFr } from '@/i18n/locales/fr/shell';
import { auth as authZh } from '@/i18n/locales/zh/auth';
import { common as commonZh } from '@/i18n/locales/zh/common';
import { shell as shellZh } from '@/i18n/locales/zh/shell';

const languages = {
  en: { shell: shellEn, common: commonEn, auth: authEn, word: 'Sign out' },
  fr: { shell: shellFr, common: commonFr, auth: authFr, word: 'Se déconnecter' },
  ar: { shell: shellAr, common: commonAr, auth: authAr, word: 'تسجيل الخروج' },
  zh: { shell: shellZh, common: commonZh, auth: authZh, word: '退出登录' },
};

describe('ending the session has one name', () => {
  it.each(Object.entries(languages))('%s', (_language, { shell, common, auth, word }) => {
    expect({
      palette: shell.search.actions.signOut,
      userMenu: shell.user.signOut,
      statusPage: common.states.signOut,
      auth: auth.logout,
    }).toEqual({ palette: word, userMenu: word, statusPage: word, auth: word });
  });
});
