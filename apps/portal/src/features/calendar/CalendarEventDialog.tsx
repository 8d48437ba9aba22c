import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Combobox,
  DateField,
  Dialog,
  Select,
  Stack,
  Text,
  TextField,
  Textarea,
} from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  CALENDAR_LIMITS,
  INTERVIEW_LOCATION_KINDS,
  REMINDER_OFFSET_CHOICES,
  createCalendarEvent,
  listApplicantOwners,
  listApplicants,
  updateCalendarEvent,
  type CalendarEvent,
  type CalendarEventKind,
  type CalendarEventPayload,
  type InterviewLocationKind,
} from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { MESSAGES } from '../../shared/messages';
import { useRevealProblems } from '../../shared/useRevealProblems';
import { SearchBox } from '../../shared/SearchBox';
import { messageFor } from '../../session/errors';
import { fieldsOf, instantOf, useAgencyTimeZone, zoneLabel } from './time';

/** The applicant or job order an event is added from (the record, the job order page). */
export interface EventSubject {
  Id: number;
  Name: string;
}

export interface CalendarEventDialogProps {
  kind: CalendarEventKind;
  /** Edit this event (otherwise a new one). */
  event?: CalendarEvent;
  /** The applicant, when added from their record (otherwise chosen in the dialog). */
  applicant?: EventSubject;
  /** The job order, when added from its page. */
  jobOrder?: EventSubject;
  /** The start a selected calendar slot proposes (ISO). */
  startsAt?: string;
  onClose: () => void;
  onSaved: (event: CalendarEvent) => void;
}

const DURATIONS = [15, 30, 45, 60, 90, 120].map((minutes) => ({
  value: String(minutes),
  label: minutes < 60 ? `${minutes} minutes` : minutes === 60 ? '1 hour' : `${minutes / 60} hours`,
}));
const PICKER_PAGE_SIZE = 8;

/**
 * Add or edit an interview or a follow-up: the applicant (searched, unless the screen knows them), the date
 * and time in the agency's time zone (named: a time typed here is that time there, whatever the device's zone),
 * for interviews the duration, where (in person, phone, video) and
 * the interviewers, the reminders, notes. The server checks everything; its messages show at their fields.
 */
export function CalendarEventDialog(props: CalendarEventDialogProps) {
  // The fields are read in the agency's zone: the dialog opens once it is known (at once when it was read before).
  const zone = useAgencyTimeZone();
  return zone ? <EventForm {...props} zone={zone} /> : null;
}

function EventForm({
  kind,
  event,
  applicant: givenApplicant,
  jobOrder,
  startsAt,
  onClose,
  onSaved,
  zone,
}: CalendarEventDialogProps & { zone: string }) {
  const client = useApiClient();
  const interview = kind === 'interview';
  const label = interview ? 'interview' : 'follow-up';
  const fixedApplicant: EventSubject | undefined =
    givenApplicant ?? (event ? { Id: event.ApplicantId, Name: event.ApplicantName } : undefined);
  const [q, setQ] = useState('');
  const [applicantId, setApplicantId] = useState<string>('');
  const [title, setTitle] = useState(event?.Title ?? '');
  const [when, setWhen] = useState(() => fieldsOf(event?.StartsAt ?? startsAt ?? null, zone));
  const [duration, setDuration] = useState(String(event?.DurationMinutes ?? CALENDAR_LIMITS.defaultDurationMinutes));
  const [locationKind, setLocationKind] = useState<InterviewLocationKind | ''>(event?.LocationKind ?? '');
  const [location, setLocation] = useState(event?.Location ?? '');
  const [interviewers, setInterviewers] = useState<string[]>(
    event?.Interviewers.map((person) => String(person.RecruiterId)) ?? [],
  );
  const [reminders, setReminders] = useState<number[]>(event?.ReminderOffsets ?? (interview ? [1440, 60] : [60]));
  const [remindApplicant, setRemindApplicant] = useState(event?.RemindApplicant ?? interview);
  const [notes, setNotes] = useState(event?.Notes ?? '');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const reveal = useRevealProblems();
  const [failure, setFailure] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const found = useApiQuery(
    listApplicants,
    fixedApplicant ? null : { query: { q: q.trim() || undefined, pageSize: PICKER_PAGE_SIZE } },
  );
  const staff = useApiQuery(listApplicantOwners, interview ? undefined : null);
  const startIso = instantOf(when.date, when.time, zone);
  const errors = {
    ApplicantId: fixedApplicant || applicantId ? serverErrors.ApplicantId : 'Choose the applicant',
    Date: when.date ? undefined : `Give the ${label}’s date`,
    Time: when.time ? (startIso ? serverErrors.StartsAt : `Give the ${label}’s time`) : `Give the ${label}’s time`,
  };
  const where = INTERVIEW_LOCATION_KINDS.find((entry) => entry.key === locationKind);

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    setTried(true);
    if ((errors.ApplicantId && !fixedApplicant && !applicantId) || !startIso) return reveal(formEvent);
    const body: CalendarEventPayload = {
      Kind: kind,
      ...(title.trim() ? { Title: title.trim() } : {}),
      ApplicantId: fixedApplicant?.Id ?? Number(applicantId),
      JobOrderId: event ? event.JobOrderId : (jobOrder?.Id ?? null),
      SubmissionId: event?.SubmissionId ?? null,
      StartsAt: startIso,
      ...(interview
        ? {
            DurationMinutes: Number(duration),
            LocationKind: locationKind || null,
            Location: location.trim(),
            InterviewerIds: interviewers.map(Number),
            RemindApplicant: remindApplicant,
          }
        : {}),
      Notes: notes.trim(),
      ...(event ? { OwnerId: event.Owner.RecruiterId } : {}),
      ReminderOffsets: reminders,
    };
    setSending(true);
    setFailure(null);
    setServerErrors({});
    try {
      const { data } = event
        ? await client.call(updateCalendarEvent, { params: { id: event.Id }, body })
        : await client.call(createCalendarEvent, { body });
      onSaved(data);
    } catch (error) {
      if (isApiError(error) && error.errors) setServerErrors({ ...error.errors });
      setFailure(
        messageFor(
          error,
          isApiError(error) && error.message ? error.message : `The ${label} could not be saved.`,
          MESSAGES.serverError,
        ),
      );
    } finally {
      setSending(false);
    }
  };

  const heading = event ? `Edit ${label}` : interview ? 'Schedule interview' : 'Add follow-up';
  const about = [fixedApplicant?.Name, jobOrder?.Name].filter(Boolean).join(' · ');

  return (
    <Dialog
      open
      onClose={onClose}
      title={heading}
      description={about || undefined}
      size="md"
      footer={
        <Stack direction="row" gap={2} justify="flex-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="calendar-event" loading={sending}>
            {event ? 'Save' : interview ? 'Schedule' : 'Add'}
          </Button>
        </Stack>
      }
    >
      <form id="calendar-event" noValidate onSubmit={(formEvent) => void submit(formEvent)}>
        <Stack gap={4}>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          {fixedApplicant ? null : (
            <Stack gap={2}>
              <SearchBox
                label="Search applicants"
                hint="Any part of the name, the e-mail or the phone"
                value={q}
                onSearch={setQ}
              />
              <Select
                label="Applicant"
                placeholder={found.data ? 'Choose from the search' : 'Loading applicants…'}
                required
                options={(found.data?.Items ?? []).map((item) => ({
                  value: String(item.ApplicantId),
                  label: `${item.FirstName} ${item.LastName} (${item.Email})`,
                }))}
                value={applicantId}
                error={errors.ApplicantId}
                showError={tried}
                onChange={(change) => setApplicantId(change.target.value)}
              />
            </Stack>
          )}
          <TextField
            label="Title (optional)"
            hint="Default: the applicant’s name (and the job order)."
            value={title}
            maxLength={CALENDAR_LIMITS.titleMaxLength}
            error={serverErrors.Title}
            showError={Boolean(serverErrors.Title)}
            onChange={(change) => setTitle(change.target.value)}
          />
          <Stack direction="row" gap={3} wrap>
            <DateField
              label={interview ? 'Date' : 'Due date'}
              required
              value={when.date}
              error={errors.Date}
              showError={tried}
              onChange={(change) => setWhen((current) => ({ ...current, date: change.target.value }))}
            />
            <TextField
              label={interview ? 'Start time' : 'Due time'}
              hint={`The agency's time zone: ${zoneLabel(zone, startIso ?? new Date())}`}
              type="time"
              required
              value={when.time}
              error={errors.Time}
              showError={tried || Boolean(serverErrors.StartsAt)}
              onChange={(change) => setWhen((current) => ({ ...current, time: change.target.value }))}
            />
          </Stack>
          {interview ? (
            <>
              <Select
                label="Duration"
                options={DURATIONS}
                value={duration}
                error={serverErrors.DurationMinutes ?? serverErrors.EndsAt}
                showError={Boolean(serverErrors.DurationMinutes ?? serverErrors.EndsAt)}
                onChange={(change) => setDuration(change.target.value)}
              />
              <Select
                label="Where"
                placeholder="To be decided"
                options={INTERVIEW_LOCATION_KINDS.map((entry) => ({ value: entry.key, label: entry.label }))}
                value={locationKind}
                error={serverErrors.LocationKind}
                showError={Boolean(serverErrors.LocationKind)}
                onChange={(change) => setLocationKind(change.target.value as InterviewLocationKind | '')}
              />
              {where ? (
                <TextField
                  label={where.field}
                  type={where.key === 'video' ? 'url' : where.key === 'phone' ? 'tel' : 'text'}
                  value={location}
                  maxLength={CALENDAR_LIMITS.locationMaxLength}
                  error={serverErrors.Location}
                  showError={Boolean(serverErrors.Location)}
                  onChange={(change) => setLocation(change.target.value)}
                />
              ) : null}
              <Combobox
                multiple
                label="Interviewers (optional)"
                hint="They get the invitation and the reminders."
                options={(staff.data ?? []).map((person) => ({
                  value: String(person.RecruiterId),
                  label: person.Name,
                }))}
                value={interviewers}
                error={serverErrors.InterviewerIds}
                showError={Boolean(serverErrors.InterviewerIds)}
                onChange={setInterviewers}
              />
            </>
          ) : null}
          <fieldset>
            <legend>
              <Text as="span" weight="semibold">
                E-mail reminders
              </Text>
            </legend>
            <Stack gap={2}>
              {REMINDER_OFFSET_CHOICES.map((choice) => (
                <Checkbox
                  key={choice.minutes}
                  label={choice.label}
                  checked={reminders.includes(choice.minutes)}
                  onChange={(change) =>
                    setReminders((current) =>
                      change.target.checked
                        ? [...current, choice.minutes].sort((a, b) => b - a)
                        : current.filter((minutes) => minutes !== choice.minutes),
                    )
                  }
                />
              ))}
              {interview ? (
                <Checkbox
                  label="Remind the applicant too"
                  checked={remindApplicant}
                  onChange={(change) => setRemindApplicant(change.target.checked)}
                />
              ) : null}
            </Stack>
            {serverErrors.ReminderOffsets ? <Alert tone="error">{serverErrors.ReminderOffsets}</Alert> : null}
          </fieldset>
          <Textarea
            label="Notes (optional)"
            hint={interview ? 'For the staff: not sent to the applicant.' : undefined}
            value={notes}
            error={serverErrors.Notes}
            showError={Boolean(serverErrors.Notes)}
            onChange={(change) => setNotes(change.target.value)}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
