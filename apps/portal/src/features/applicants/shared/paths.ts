/** The record's address as the N-th of a search: `/view-by-applicant/N?<query>`. */
export function recordPath(position: number, query: URLSearchParams | string): string {
  const search = query.toString();
  return `/view-by-applicant/${position}${search ? `?${search}` : ''}`;
}
