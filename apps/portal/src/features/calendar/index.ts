// What other features may use of the calendar (another feature imports this file only).
export { AgencyTime } from './AgencyTime';
export { isOverdue } from './payload';
export { ScheduleActions } from './ScheduleActions';
export { fieldsOf, instantOf, timeText, useAgencyTimeZone, whenText, zoneLabel } from './time';
