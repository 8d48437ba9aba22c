import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { Page } from './Page';
import type { RouteGuard, RouteRecord } from './types';

/** The records of `records` (top level) that have this guard. */
export const withGuard = (records: readonly RouteRecord[], guard: RouteGuard) =>
  records.filter((record) => record.guard === guard);

/** `<Route>`s of records (those with a path); a record with children is a parent route with an index. */
export function renderRoutes(records: readonly RouteRecord[]): ReactNode[] {
  return records.flatMap((record) => {
    if (record.path === undefined) return [];
    const page = <Page record={record} />;
    if (!record.children?.length) return [<Route key={record.path} path={record.path} element={page} />];
    return [
      <Route key={record.path} path={record.path}>
        <Route index element={page} />
        {renderRoutes(record.children)}
      </Route>,
    ];
  });
}
