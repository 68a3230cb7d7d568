/**
 * Which requests change stored data, from the route table (the operations marked `mutates`):
 * every write but signing in, and the read that writes (opening a chat marks it seen). Those are
 * persisted before they are answered; the others are only answered.
 */
import { operations } from '../../contract/routes';

interface Pattern {
  method: string;
  path: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/api/devices/{number}` → /^\/api\/devices\/[^/]+$/ */
const pathPattern = (path: string) => new RegExp(`^${path.split(/\{[^}]+\}/).map(escape).join('[^/]+')}$`);

const MUTATIONS: readonly Pattern[] = operations.filter((op) => op.mutates).map((op) => ({ method: op.method.toUpperCase(), path: pathPattern(op.path) }));

/** True when a request with this method and path changes stored data. */
export function isMutation(method: string, pathname: string): boolean {
  const upper = method.toUpperCase();
  return MUTATIONS.some((m) => m.method === upper && m.path.test(pathname));
}
