/**
 * The applicant record's address: `/view-by-applicant/N`, N the applicant's number in the agency (SPEC's
 * `{applicantCountIndex}`: 1, 2, 3 … in the order applicants were added, never reused), so a link, a bookmark
 * or an e-mailed address opens the same person whenever it is opened. `search`: the list it was opened from
 * (its query, without a page), which the record's Previous and Next walk in that list's order.
 */
export function recordPath(number: number, search?: URLSearchParams | string): string {
  const query = search === undefined ? '' : search.toString();
  return `/view-by-applicant/${number}${query ? `?${query}` : ''}`;
}
