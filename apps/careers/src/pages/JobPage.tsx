import styled from 'styled-components';
import { DescriptionList, Heading, Link, Stack, Text } from '@agency/ui';
import type { PublicJob } from '@agency/api-client/contract';
import { day, duration, employmentLabel, money, place, rate, shiftText, stateName } from '../format';
import { applyHref, searchHref } from '../routes';

const ApplyLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.controlHeight.md};
  padding: 0 ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  @media (max-width: 40rem) {
    width: 100%;
  }
`;

const Description = styled.p`
  margin: 0;
  white-space: pre-line;
`;

/** One job: what, where, when, the pay and the requirements, and the way to apply. */
export function JobPage({ job }: { job: PublicJob }) {
  const license = [
    job.LicenseStates.length > 0 ? job.LicenseStates.map(stateName).join(', ') : '',
    job.CompactLicenseAccepted ? 'a compact (multistate) license' : '',
  ]
    .filter(Boolean)
    .join(' or ');
  return (
    <>
      <Link href={searchHref({})}>All jobs</Link>
      <Stack gap={2}>
        <Heading level={1}>{job.Title}</Heading>
        <Text tone="muted">{place(job)}</Text>
      </Stack>
      <Stack gap={2}>
        <Text weight="semibold">{money(job.WeeklyPayCents)} a week</Text>
        <Text tone="muted" size="sm">
          {rate(job.PayHourlyCents)} an hour taxable
          {job.HousingStipendWeeklyCents > 0 ? `, ${money(job.HousingStipendWeeklyCents)} housing` : ''}
          {job.MealsStipendWeeklyCents > 0 ? `, ${money(job.MealsStipendWeeklyCents)} meals and incidentals` : ''} a
          week
        </Text>
      </Stack>
      <ApplyLink href={applyHref(job.Id)}>Apply now</ApplyLink>
      <section aria-labelledby="details-heading">
        <Stack gap={3}>
          <Heading level={2} size="md" id="details-heading">
            Details
          </Heading>
          <DescriptionList
            items={[
              {
                term: 'Discipline',
                description: job.Specialty ? `${job.Discipline}, ${job.Specialty}` : job.Discipline,
              },
              { term: 'Employment type', description: employmentLabel(job.EmploymentType) },
              { term: 'Shift', description: `${shiftText(job)}, ${job.HoursPerWeek} hours a week` },
              { term: 'Start', description: day(job.StartDate) },
              {
                term: 'Duration',
                description: job.EndDate ? `${duration(job.DurationWeeks)}, until ${day(job.EndDate)}` : duration(null),
              },
              { term: 'License', description: license || 'Any US state' },
              {
                term: 'Certifications',
                description: job.Certifications.length > 0 ? job.Certifications.join(', ') : 'None listed',
              },
              {
                term: 'Experience',
                description:
                  job.YearsExperience > 0
                    ? `${job.YearsExperience} ${job.YearsExperience === 1 ? 'year' : 'years'} in the specialty`
                    : 'New graduates welcome',
              },
            ]}
          />
        </Stack>
      </section>
      {job.Description ? (
        <section aria-labelledby="about-heading">
          <Stack gap={2}>
            <Heading level={2} size="md" id="about-heading">
              About the job
            </Heading>
            <Description>{job.Description}</Description>
          </Stack>
        </section>
      ) : null}
    </>
  );
}
