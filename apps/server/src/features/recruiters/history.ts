import {
  RECRUITER_HISTORY_LIMITS,
  RECRUITER_HISTORY_VIEWS,
  activeTimeText,
  can,
  isTimeZone,
  rolesWith,
  zonedTimeToInstant,
  type RecruiterHistory,
  type RecruiterHistoryPerson,
  type RecruiterHistoryRow,
  type RecruiterHistoryTotal,
  type RecruiterHistoryView,
} from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { accountGone, forbidden, notFound, validationFailed } from '../../platform/errors';
import { csvLine } from '../../platform/http';
import { findRoles } from './queries';
import './tables';
import type { StaffContext } from '../../core/identity';

/**
 * Recruiter History (issue 15): per recruiter per day (or week) the first sign-in, the last sign-out and the
 * time signed in, computed from `recruiter_entries` (a staff sign-in opens an entry, `update-entry-exit` at
 * logout closes the latest open one) in the time zone the caller asks for. Recruiters read their own;
 * `history.read-all` (supervisors and above) everyone's in the agency. docs/recruiter-history.md.
 */

const DAY_MS = 86_400_000;

/** One stored entry. */
export interface HistoryEntry {
  recruiterId: number;
  entryAt: Date;
  exitAt: Date | null;
}

export interface HistoryRange {
  /** First and last day, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  zone: string;
}

// ---------------------------------------------------------------------------------------------
// Days (YYYY-MM-DD, counted as calendar dates: no time zone of their own)
// ---------------------------------------------------------------------------------------------

const isIsoDay = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The Monday of the day's week. */
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** The day an instant falls on in a zone. */
export function zonedDay(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** Where each day of the range starts in the zone (DST-correct): `from` … the day after `to`. */
function dayStarts(range: HistoryRange): { days: string[]; starts: number[] } {
  const days: string[] = [];
  const starts: number[] = [];
  for (let day = range.from; day <= addDays(range.to, 1); day = addDays(day, 1)) {
    days.push(day);
    starts.push(zonedTimeToInstant(`${day}T00:00`, range.zone).getTime());
  }
  return { days, starts };
}

// ---------------------------------------------------------------------------------------------
// The computation (pure: the tests give it entries and a clock)
// ---------------------------------------------------------------------------------------------

interface DayFigures {
  /**
   * When the day's first signed-in stretch began: on the day, or earlier when the person was still signed in
   * at midnight (a session from the day before). Null when nothing of the day was counted.
   */
  firstSignIn: number | null;
  /**
   * When the day's last signed-in stretch ended with a sign-out: on the day, or later when it ran past
   * midnight. Null when it did not end with one (still signed in, or never signed out).
   */
  lastSignOut: number | null;
  activeMs: number;
  signedIn: boolean;
}

/** A stretch of time signed in: overlapping entries merged; `signedOut` when its end was a sign-out. */
interface Stretch {
  start: number;
  end: number;
  signedOut: boolean;
}

/**
 * Each recruiter's days in the range. An entry still open ends at the recruiter's next entry (the logout
 * closes the latest open entry, so an earlier one left open by a closed tab ends where the next began), at
 * the end of the day it began on (a session nobody closed is not counted for days on end), or now, whichever
 * comes first. Overlapping entries count once (their union); a stretch spanning midnight is split across the
 * days. Each day's first sign-in and last sign-out are those of the stretches its time comes from, so the
 * time counted always lies between them (a stretch from the day before starts before the day, one running
 * past midnight ends after it).
 */
export function computeDays(
  entries: readonly HistoryEntry[],
  range: HistoryRange,
  now: Date,
): Map<number, Map<string, DayFigures>> {
  const { days, starts } = dayStarts(range);
  const rangeStart = starts[0]!;
  const rangeEnd = starts[starts.length - 1]!;
  const nowMs = now.getTime();
  const dayIndex = (at: number) => {
    // The last day starting at or before `at` (days.length - 1 is the day after the range).
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (starts[middle]! <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  const endOfDay = (at: number) =>
    zonedTimeToInstant(`${addDays(zonedDay(new Date(at), range.zone), 1)}T00:00`, range.zone).getTime();

  const byRecruiter = new Map<number, HistoryEntry[]>();
  for (const entry of entries) {
    const list = byRecruiter.get(entry.recruiterId) ?? [];
    list.push(entry);
    byRecruiter.set(entry.recruiterId, list);
  }

  const result = new Map<number, Map<string, DayFigures>>();
  for (const [recruiterId, list] of byRecruiter) {
    list.sort((a, b) => a.entryAt.getTime() - b.entryAt.getTime());
    const figures = new Map<string, DayFigures>();
    const figuresOf = (index: number) => {
      const day = days[index]!;
      let found = figures.get(day);
      if (!found) {
        found = { firstSignIn: null, lastSignOut: null, activeMs: 0, signedIn: false };
        figures.set(day, found);
      }
      return found;
    };
    const inRange = (at: number) => at >= rangeStart && at < rangeEnd;

    // The stretches: each entry's interval (in order of their starts), overlapping ones merged.
    const stretches: Stretch[] = [];
    list.forEach((entry, index) => {
      const start = entry.entryAt.getTime();
      let end: number;
      if (entry.exitAt) end = Math.max(start, entry.exitAt.getTime());
      else {
        const next = list[index + 1]?.entryAt.getTime() ?? Number.POSITIVE_INFINITY;
        end = Math.max(start, Math.min(next, endOfDay(start), nowMs));
        if (end === nowMs && next > nowMs && inRange(nowMs)) figuresOf(dayIndex(nowMs)).signedIn = true;
      }
      const signedOut = entry.exitAt !== null;
      const last = stretches[stretches.length - 1];
      if (last && start <= last.end) {
        if (end > last.end) Object.assign(last, { end, signedOut });
        else if (end === last.end) last.signedOut ||= signedOut;
      } else stretches.push({ start, end, signedOut });
    });

    // Each stretch's time on each day of the range it covers (split at midnight); its start and end on them.
    for (const stretch of stretches) {
      const from = Math.max(stretch.start, rangeStart);
      const until = Math.min(stretch.end, rangeEnd);
      const touched: number[] = [];
      if (from === until && inRange(from)) touched.push(dayIndex(from));
      for (let at = from; at < until;) {
        const index = dayIndex(at);
        const dayEnd = Math.min(starts[index + 1]!, until);
        figuresOf(index).activeMs += dayEnd - at;
        touched.push(index);
        at = dayEnd;
      }
      for (const index of touched) {
        const day = figuresOf(index);
        day.firstSignIn ??= stretch.start;
        // Stretches come in order: the day's last one decides.
        day.lastSignOut = stretch.signedOut ? stretch.end : null;
      }
    }
    result.set(recruiterId, figures);
  }
  return result;
}

/** The lines of the view, newest first then by name, and the totals per recruiter by name. */
export function historyLines(
  computed: Map<number, Map<string, DayFigures>>,
  names: ReadonlyMap<number, string>,
  range: HistoryRange,
  view: RecruiterHistoryView,
): { rows: RecruiterHistoryRow[]; totals: RecruiterHistoryTotal[] } {
  const rows: RecruiterHistoryRow[] = [];
  const totals: RecruiterHistoryTotal[] = [];
  const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
  for (const [recruiterId, figures] of computed) {
    const name = names.get(recruiterId) ?? `Staff member ${recruiterId}`;
    const lines = new Map<string, RecruiterHistoryRow>();
    let seconds = 0;
    let worked = 0;
    // Day by day in order: a week's last sign-out is its last day's.
    for (const [day, figure] of [...figures].sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (day < range.from || day > range.to) continue;
      const daySeconds = Math.floor(figure.activeMs / 1000);
      if (daySeconds === 0 && figure.firstSignIn === null && figure.lastSignOut === null) continue;
      seconds += daySeconds;
      if (daySeconds > 0) worked += 1;
      const start = view === 'day' ? day : mondayOf(day) < range.from ? range.from : mondayOf(day);
      const end = view === 'day' ? day : addDays(mondayOf(day), 6) > range.to ? range.to : addDays(mondayOf(day), 6);
      const line = lines.get(start) ?? {
        RecruiterId: recruiterId,
        Name: name,
        Date: start,
        DateTo: end,
        FirstSignIn: null,
        LastSignOut: null,
        ActiveSeconds: 0,
        Days: 0,
        SignedIn: false,
      };
      const first = figure.firstSignIn;
      if (first !== null && (line.FirstSignIn === null || first < Date.parse(line.FirstSignIn)))
        line.FirstSignIn = iso(first);
      line.LastSignOut = iso(figure.lastSignOut);
      line.ActiveSeconds += daySeconds;
      if (daySeconds > 0) line.Days += 1;
      line.SignedIn = line.SignedIn || figure.signedIn;
      lines.set(start, line);
    }
    rows.push(...lines.values());
    if (lines.size > 0) totals.push({ RecruiterId: recruiterId, Name: name, ActiveSeconds: seconds, Days: worked });
  }
  const byName = (a: { Name: string; RecruiterId: number }, b: { Name: string; RecruiterId: number }) =>
    a.Name.localeCompare(b.Name, 'en') || a.RecruiterId - b.RecruiterId;
  rows.sort((a, b) => (a.Date === b.Date ? byName(a, b) : a.Date < b.Date ? 1 : -1));
  totals.sort(byName);
  return { rows, totals };
}

// ---------------------------------------------------------------------------------------------
// The request
// ---------------------------------------------------------------------------------------------

interface Request {
  range: HistoryRange;
  view: RecruiterHistoryView;
  recruiterId: number | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value === undefined ? '' : String(value));

/** The query checked: 400 with a message per field the screen can show. */
function requestOf(query: Record<string, unknown>, now: Date): Request {
  const errors: Record<string, string> = {};
  const zoneText = text(query.TimeZone);
  const zone = zoneText === '' ? RECRUITER_HISTORY_LIMITS.defaultTimeZone : zoneText;
  if (!isTimeZone(zone)) errors.TimeZone = 'Give a time zone such as America/Chicago.';
  const today = zonedDay(now, isTimeZone(zone) ? zone : RECRUITER_HISTORY_LIMITS.defaultTimeZone);
  const toText = text(query.To);
  const to = toText === '' ? today : toText;
  if (!isIsoDay(to)) errors.To = 'Give the last day as a date (YYYY-MM-DD).';
  const fromText = text(query.From);
  const from =
    fromText === '' ? (isIsoDay(to) ? addDays(to, 1 - RECRUITER_HISTORY_LIMITS.defaultDays) : today) : fromText;
  if (!isIsoDay(from)) errors.From = 'Give the first day as a date (YYYY-MM-DD).';
  if (isIsoDay(from) && isIsoDay(to)) {
    if (to < from) errors.To = 'The last day comes before the first day.';
    else if (daysBetween(from, to) + 1 > RECRUITER_HISTORY_LIMITS.maxDays)
      errors.To = `A range covers at most ${RECRUITER_HISTORY_LIMITS.maxDays} days: choose a shorter one.`;
  }
  const viewText = text(query.View);
  const view = (viewText === '' ? 'day' : viewText) as RecruiterHistoryView;
  if (!RECRUITER_HISTORY_VIEWS.includes(view)) errors.View = 'Choose the day or the week view.';
  const idText = text(query.RecruiterId);
  let recruiterId: number | null = null;
  if (idText !== '') {
    recruiterId = /^\d{1,9}$/.test(idText) ? Number(idText) : null;
    if (recruiterId === null || recruiterId < 1) errors.RecruiterId = 'Choose a recruiter from the list.';
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { range: { from, to, zone }, view, recruiterId };
}

const rolesText = () => {
  const names = rolesWith('history.read-all').map((role) => `${role}s`);
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
};

/** Whom the caller may see: only themself, or (`history.read-all`) anyone of the agency. */
async function scopeOf(db: Db, caller: StaffContext, asked: number | null) {
  const roles = await findRoles(db, caller.agencyId, caller.userId);
  if (!roles) throw accountGone();
  const everyone = can(roles, 'history.read-all');
  if (!everyone && asked !== null && asked !== caller.recruiterId)
    throw forbidden(`Only ${rolesText()} can see other recruiters' history.`);
  const staff = await db
    .selectFrom('recruiters as r')
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'r.user_id').onRef('u.agency_id', '=', 'r.agency_id'))
    .select(['r.id', 'u.first_name', 'u.last_name'])
    .where('r.agency_id', '=', caller.agencyId)
    .$if(!everyone, (query) => query.where('r.id', '=', caller.recruiterId))
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .orderBy('r.id')
    .execute();
  const people: RecruiterHistoryPerson[] = staff.map((row) => ({
    RecruiterId: row.id,
    Name: `${row.first_name} ${row.last_name}`.trim(),
  }));
  if (asked !== null && !people.some((person) => person.RecruiterId === asked))
    throw notFound('No such recruiter in this agency.');
  return { people, only: asked ?? (everyone ? null : caller.recruiterId) };
}

/** The entries that reach into the range (scoped to the agency and, when given, the recruiter). */
async function entriesOf(db: Db, agencyId: number, only: number | null, range: HistoryRange): Promise<HistoryEntry[]> {
  const start = zonedTimeToInstant(`${range.from}T00:00`, range.zone);
  const end = zonedTimeToInstant(`${addDays(range.to, 1)}T00:00`, range.zone);
  // An entry left open ends by the end of the day it began on: one begun before the range adds nothing to it.
  const rows = await db
    .selectFrom('recruiter_entries as e')
    .select(['e.recruiter_id', 'e.entry_at', 'e.exit_at'])
    .where('e.agency_id', '=', agencyId)
    .$if(only !== null, (query) => query.where('e.recruiter_id', '=', only!))
    .where('e.entry_at', '<', end)
    .where((eb) => eb.or([eb('e.entry_at', '>=', start), eb('e.exit_at', '>=', start)]))
    .orderBy('e.recruiter_id')
    .orderBy('e.entry_at')
    .orderBy('e.id')
    .execute();
  return rows.map((row) => ({
    recruiterId: row.recruiter_id,
    entryAt: new Date(row.entry_at),
    exitAt: row.exit_at === null ? null : new Date(row.exit_at),
  }));
}

/** The Recruiter History screen's answer. */
export async function recruiterHistory(
  db: Db,
  caller: StaffContext,
  query: Record<string, unknown>,
  now: Date,
): Promise<RecruiterHistory> {
  const request = requestOf(query, now);
  const { people, only } = await scopeOf(db, caller, request.recruiterId);
  const entries = await entriesOf(db, caller.agencyId, only, request.range);
  const names = new Map(people.map((person) => [person.RecruiterId, person.Name]));
  const { rows, totals } = historyLines(computeDays(entries, request.range, now), names, request.range, request.view);
  return {
    From: request.range.from,
    To: request.range.to,
    TimeZone: request.range.zone,
    View: request.view,
    Rows: rows,
    Totals: totals,
    ActiveSeconds: totals.reduce((sum, total) => sum + total.ActiveSeconds, 0),
    Recruiters: people,
  };
}

/** "14:05" in the zone (24-hour: what spreadsheets read as a time), or empty. */
function timeText(at: string | null, zone: string): string {
  if (at === null) return '';
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/** "2026-11-23 14:05" in the zone (a week's first sign-in, or a day's from a session across midnight). */
function dateTimeText(at: string | null, zone: string): string {
  return at === null ? '' : `${zonedDay(new Date(at), zone)} ${timeText(at, zone)}`;
}

/** The same lines as CSV (a byte-order mark for spreadsheets, CRLF lines), the totals per recruiter last. */
export async function recruiterHistoryCsv(
  db: Db,
  caller: StaffContext,
  query: Record<string, unknown>,
  now: Date,
): Promise<string> {
  const history = await recruiterHistory(db, caller, query, now);
  const zone = history.TimeZone;
  const week = history.View === 'week';
  let csv = `\uFEFF${csvLine([
    'Recruiter',
    week ? 'Week from' : 'Date',
    ...(week ? ['Week to', 'Days'] : []),
    `First sign-in (${zone})`,
    `Last sign-out (${zone})`,
    'Active (h:mm)',
    'Active minutes',
    'Signed in now',
  ])}`;
  // The week view's times with their date; the day view's too when on another day (a session across midnight).
  const at = (time: string | null, day: string) =>
    week || (time !== null && zonedDay(new Date(time), zone) !== day) ? dateTimeText(time, zone) : timeText(time, zone);
  const hours = (seconds: number) => activeTimeText(seconds).replace(/^(\d+) h (\d\d) m$/, '$1:$2');
  for (const row of history.Rows)
    csv += csvLine([
      row.Name,
      row.Date,
      ...(week ? [row.DateTo, row.Days] : []),
      at(row.FirstSignIn, row.Date),
      at(row.LastSignOut, row.Date),
      hours(row.ActiveSeconds),
      Math.floor(row.ActiveSeconds / 60),
      row.SignedIn ? 'Yes' : '',
    ]);
  for (const total of history.Totals)
    csv += csvLine([
      `Total: ${total.Name} (${total.Days} ${total.Days === 1 ? 'day' : 'days'})`,
      history.From,
      ...(week ? [history.To, total.Days] : []),
      '',
      '',
      hours(total.ActiveSeconds),
      Math.floor(total.ActiveSeconds / 60),
      '',
    ]);
  return csv;
}
