/**
 * Which requests change stored data, from a simulation's route table (the operations marked
 * `mutates`): every write but signing in, and the read that writes (opening a chat marks it
 * seen). Those are persisted before they are answered; the others are only answered, and so are
 * the changes kept by a store of their own (`ownStorage`: attachments, docs/simulation.md).
 */
import type { Operation } from '@/api/contract/operation';

interface Pattern {
  method: string;
  path: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/api/devices/{number}` → /^\/api\/devices\/[^/]+$/ */
const pathPattern = (path: string) =>
  new RegExp(
    `^${path
      .split(/\{[^}]+\}/)
      .map(escape)
      .join('[^/]+')}$`,
  );

/** Says whether a request with this method and path changes stored data. */
export type MutationTest = (method: string, pathname: string) => boolean;

const matchers = new WeakMap<readonly Operation[], MutationTest>();

/** The test for the calls of `operations` (built once per route table). */
export function mutationMatcher(operations: readonly Operation[]): MutationTest {
  let test = matchers.get(operations);
  if (!test) {
    const mutations: readonly Pattern[] = operations
      .filter((op) => op.mutates && !op.ownStorage)
      .map((op) => ({ method: op.method.toUpperCase(), path: pathPattern(op.path) }));
    test = (method, pathname) => {
      const upper = method.toUpperCase();
      return mutations.some((m) => m.method === upper && m.path.test(pathname));
    };
    matchers.set(operations, test);
  }
  return test;
}
