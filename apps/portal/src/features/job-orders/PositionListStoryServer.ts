// Stories only: the Position List's calls answered from the fixtures, recording the queries the screen sends
// (the portal story's recorder keeps paths and bodies, not query strings), so a play function can assert what
// the screen asked for: the report's page and the CSV export.
import { HttpResponse, type HttpHandler } from 'msw';
import { API_CALLS, type PositionRow, type PositionTotals } from '@agency/api-client/contract';
import { apiErrorBody, fixtures, handle } from '@agency/api-client/testing';

export interface PositionServerOptions {
  /** The page's rows (default: the fixtures'). */
  rows?: PositionRow[];
  /** The number of matching job orders (default: the rows'): more than a page, to page through. */
  total?: number;
  /** The totals answered (default: the fixtures' when the rows are theirs, else the rows' sums; `total` job orders). */
  totals?: PositionTotals;
  /** The report fails this many times before it answers (an error, then Try again). */
  listFailures?: number;
}

export interface PositionServer {
  handlers: HttpHandler[];
  /** The query of every listPositions request, in order. */
  listQueries: Record<string, string>[];
  /** The query of every exportPositions request, in order. */
  exportQueries: Record<string, string>[];
}

/** The CSV the export answers (the server's columns, one row and the totals). */
export const POSITIONS_CSV =
  '\uFEFFJob Order ID,Title,Facility\r\n501,"ICU RN, nights",Bayou City Medical Center\r\nTotal (1 job orders),,\r\n';

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

const sumOf = (rows: PositionRow[]): PositionTotals => ({
  JobOrders: rows.length,
  Openings: rows.reduce((sum, row) => sum + row.Openings, 0),
  Submitted: rows.reduce((sum, row) => sum + row.Submitted, 0),
  Interviewing: rows.reduce((sum, row) => sum + row.Interviewing, 0),
  Offered: rows.reduce((sum, row) => sum + row.Offered, 0),
  Filled: rows.reduce((sum, row) => sum + row.Filled, 0),
});

export function positionServer({
  rows = fixtures.positions.Items,
  total = rows.length,
  totals = { ...(rows === fixtures.positions.Items ? fixtures.positions.Totals : sumOf(rows)), JobOrders: total },
  listFailures = 0,
}: PositionServerOptions = {}): PositionServer {
  const listQueries: Record<string, string>[] = [];
  const exportQueries: Record<string, string>[] = [];
  let failures = listFailures;
  return {
    listQueries,
    exportQueries,
    handlers: [
      handle(API_CALLS.listPositions, ({ request }) => {
        const query = queryOf(request);
        listQueries.push(query);
        if (failures > 0) {
          failures -= 1;
          return HttpResponse.json(apiErrorBody('internal_error', 'An unexpected error occurred.'), {
            status: 500,
          });
        }
        return HttpResponse.json({
          Items: rows,
          Page: Number(query.page ?? 1),
          PageSize: Number(query.pageSize ?? 50),
          Total: total,
          Totals: totals,
        });
      }),
      handle(API_CALLS.exportPositions, ({ request }) => {
        exportQueries.push(queryOf(request));
        return new HttpResponse(new Blob([POSITIONS_CSV], { type: 'text/csv; charset=utf-8' }));
      }),
    ],
  };
}
