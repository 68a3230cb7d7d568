/**
 * Issue 35.1: an API path that reaches the app's own server (`npm start` is `vite preview`) is
 * answered 404 with the API's error shape, never with the app's page and 200, which the app once
 * read as data.
 */
import { describe, expect, it } from 'vitest';

import { common as commonEn } from '@/i18n/locales/en/common';

// The app's server middleware (vite.config.ts, from build/), tested as the code it is, not as
// the running app.
import { answerApiNotServed, API_NOT_SERVED } from '../../build/spa-fallback';

function serve(url: string) {
  const res = {
    statusCode: 200,
    headers: {} as Record<string, string>,
    body: undefined as string | undefined,
    setHeader: (name: string, value: string) => void (res.headers[name.toLowerCase()] = value),
    end: (body: string) => void (res.body = body),
  };
  let passed = false;
  answerApiNotServed({ url }, res, () => void (passed = true));
  return { ...res, passed };
}

describe('API paths on the app’s server', () => {
  it.each(['/api/app-bar/search?q=a', '/api/devices', '/api', '/api?x=1', '/api/apps/users/1'])(
    '%s: 404 JSON',
    (url) => {
      const answer = serve(url);
      expect(answer.passed).toBe(false);
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body ?? '')).toEqual({
        message: commonEn.apiErrors.apiUnavailable,
        key: 'apiUnavailable',
      });
    },
  );

  it.each([
    '/',
    '/devices',
    '/apiary',
    '/deviceDetail?number=24DC10003',
    '/assets/api-x.js',
    '/openapi.json',
  ])('%s: the app’s own, passed on', (url) => {
    expect(serve(url).passed).toBe(true);
  });

  it('says what the catalogue says', () => {
    expect(API_NOT_SERVED.message).toBe(commonEn.apiErrors.apiUnavailable);
  });
});
