/**
 * tests/support/render (issue 37.3): the tree is mounted in the providers asked for, and taken
 * down after each test, its effects cleaned up and the page emptied.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { expect, test } from 'vitest';

import { render } from '../support/render';

let mounted = 0;
function Counted() {
  useEffect(() => {
    mounted++;
    return () => void mounted--;
  }, []);
  return <p>counted</p>;
}

test('mounts in act: the effects have run when render returns', () => {
  const view = render(<Counted />);
  expect(mounted).toBe(1);
  expect(view.host.isConnected).toBe(true);
  expect(view.host.textContent).toBe('counted');
});

test('after each test the tree is unmounted (its effects cleaned up) and the page empty', () => {
  expect(mounted).toBe(0);
  expect(document.body.innerHTML).toBe('');
});

function Providers() {
  const { t, i18n } = useTranslation('ee-common');
  const client = useQueryClient();
  const { pathname } = useLocation();
  return (
    <output>
      {i18n.language} {typeof t} {client ? 'client' : ''} {pathname}
    </output>
  );
}

test('in the providers asked for; a rerender keeps the same root and providers', () => {
  const view = render(<Providers />, { i18n: 'fr', api: {}, router: ['/devices'] });
  expect(view.host.textContent).toBe('fr function client /devices');
  view.rerender(<Providers />);
  expect(document.querySelectorAll('output')).toHaveLength(1);
  view.unmount();
  expect(view.host.textContent).toBe('');
});
