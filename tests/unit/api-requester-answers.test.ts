/**
 * Issue 35.1: an answer that is not JSON is not the API's. The app's server once gave its own page
 * (index.html, 200) for an API path the simulation no longer answered, the requester returned the
 * HTML as data, and the palette crashed on it. Such an answer is an error the screens show, in the
 * user's language; an error page that is not JSON never becomes the message.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { ApiError, createRequester, UNREADABLE_ANSWER } from '@/api/client/request';
import { errorTranslator } from '@/api/client/requester-context';
import { createI18n, loadKitCatalogues } from '@/i18n';
import { common as commonEn } from '@/i18n/locales/en/common';

const HTML =
  '<!doctype html>\n<html lang="en"><head><title>电气设备管理</title></head><body><div id="root"></div></body></html>';

/** A requester over a fetch that answers `body` with `status`. */
const answering = (body: string, status = 200, translate?: Parameters<typeof createRequester>[3]) =>
  createRequester(
    '',
    (async () =>
      new Response(status === 204 ? null : body, {
        status,
        headers: { 'Content-Type': body.startsWith('<') ? 'text/html' : 'application/json' },
      })) as typeof fetch,
    undefined,
    translate,
  );

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

const fr = createI18n('fr');
beforeAll(() => loadKitCatalogues(fr));

describe('answers that are not JSON', () => {
  it('a 200 with the app’s page is an error, not data', async () => {
    const error = await failure(answering(HTML)('/api/app-bar/search', { query: { q: 'a' } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 200,
      key: 'unreadableAnswer',
      message: UNREADABLE_ANSWER,
    });
  });

  it('says so in the user’s language', async () => {
    const error = await failure(answering(HTML, 200, errorTranslator(fr))('/api/devices'));
    expect((error as ApiError).message).toBe(
      "La réponse de l'API est illisible. Rechargez la page et réessayez.",
    );
  });

  it('an error page that is not JSON never becomes the message', async () => {
    const error = await failure(answering(HTML, 404)('/api/nothing-here'));
    expect(error).toMatchObject({ status: 404, message: 'Request failed (404)' });
  });

  it('JSON, an empty 204 and the API’s error keys read as before', async () => {
    expect(await answering('[{"title":"x"}]')('/api/app-bar/search')).toEqual([{ title: 'x' }]);
    expect(await answering('', 204)('/api/devices/1', { method: 'DELETE' })).toBeUndefined();
    const unavailable = await failure(
      answering(
        '{"message":"The API did not answer.","key":"apiUnavailable"}',
        404,
        errorTranslator(fr),
      )('/api/devices'),
    );
    expect(unavailable).toMatchObject({
      status: 404,
      key: 'apiUnavailable',
      message: "L'API n'a pas répondu. Rechargez la page et réessayez.",
    });
  });

  it('the English fallback is the catalogue’s sentence', () => {
    expect(UNREADABLE_ANSWER).toBe(commonEn.apiErrors.unreadableAnswer);
  });
});
