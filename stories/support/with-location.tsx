/**
 * Where the router is, for the stories that check a navigation: a decorator, and a wait for the
 * URL.
 */
import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { LocationDisplay } from './location-display';

/** Where the router is (visually hidden), for the stories that check the URL. */
export function withLocation<A>(): Decorator<A> {
  return (Story) => (
    <>
      <Story />
      <div className="ee:sr-only">
        <LocationDisplay />
      </div>
    </>
  );
}

/** Waits until the router's location (path and search) is `expected`. */
export async function expectLocation(canvasElement: HTMLElement, expected: string | RegExp) {
  const output = within(canvasElement).getByRole('status', { name: 'Current location' });
  await waitFor(() =>
    typeof expected === 'string'
      ? expect(output.textContent).toBe(expected)
      : expect(output.textContent).toMatch(expected),
  );
}
