import type { ResolvedRoute, RouteGuard, RouteRecord } from './types';

const join = (parent: string, path: string) => (path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`);

/**
 * Every record of the tree, depth first, with its absolute path (`href`, null for a menu entry without a
 * route) and its guard (a child inherits its parent's).
 */
export function flattenRoutes(records: readonly RouteRecord[], parent = '/', inherited?: RouteGuard): ResolvedRoute[] {
  return records.flatMap((record) => {
    const guard = record.guard ?? inherited;
    if (!guard) throw new Error(`The route "${record.title}" has no guard`);
    const href = record.path === undefined ? null : join(parent, record.path);
    return [{ record, href, guard }, ...flattenRoutes(record.children ?? [], href ?? parent, guard)];
  });
}
