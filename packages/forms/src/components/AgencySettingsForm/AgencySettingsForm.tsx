import { useMemo, type FormHTMLAttributes } from 'react';
import styled from 'styled-components';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Select, Text, TextField } from '@agency/ui';
import { supportedTimeZones } from '@agency/api-client/contract';
import {
  AGENCY_TIME_ZONE_OPTIONS,
  agencySettingsSchema,
  BRAND_CONTRAST_MIN,
  brandContrast,
  type AgencySettingsValues,
} from '../../schemas';
import { ButtonRow, FormLayout } from '../../internal/layout';
import { pickFields } from '../../internal/pickFields';
import { useValidatedForm, type ServerErrors } from '../../internal/useValidatedForm';

export interface AgencySettingsFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children' | 'defaultValue'
> {
  /** Called with the validated values (text trimmed, colors as #rrggbb): the update payload. A returned promise keeps the button busy. */
  onSubmit: (values: AgencySettingsValues) => void | Promise<unknown>;
  /** A save is in progress: the Save button is busy and disabled. */
  loading?: boolean;
  /** Initial values, e.g. the settings as loaded (read once, on mount; unknown keys are ignored). */
  defaultValues?: Partial<AgencySettingsValues>;
  /** Messages from the server by payload field, shown until the value changes. Keep a new object in state. */
  serverErrors?: ServerErrors<AgencySettingsValues>;
}

const EMPTY: AgencySettingsValues = {
  TimeZone: 'America/New_York',
  BrandPrimary: '',
  BrandAccent: '',
};
const resolver = yupResolver(agencySettingsSchema);

/** Two columns for the colors on wide screens, one on phones. */
const Colors = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

/** The color itself, beside its contrast (decorative: the words say what matters). */
const Swatch = styled.span`
  display: inline-block;
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Reading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const ratio = (value: number) => `${value.toFixed(1)}:1`;

/**
 * Every other IANA zone the browser supports, by name, after the US ones (and the agency's current zone, should
 * this browser not list it), so an agency anywhere can choose its own.
 */
function otherTimeZones(current: string | undefined): string[] {
  const listed = new Set(AGENCY_TIME_ZONE_OPTIONS.map((option) => option.value));
  const others = supportedTimeZones().filter((zone) => !listed.has(zone));
  return current && !listed.has(current) && !others.includes(current) ? [current, ...others] : others;
}

/** The contrast a color reaches where it is used, with its swatch (nothing while empty or not a color). */
function ContrastReading({ color, reached, where }: { color: string; reached: number | null; where: string }) {
  if (reached === null) return null;
  const enough = reached >= BRAND_CONTRAST_MIN;
  return (
    <Reading>
      <Swatch aria-hidden="true" style={{ background: color }} />
      <Text as="span" size="sm" tone={enough ? 'muted' : 'danger'}>
        {`${where}: ${ratio(reached)} (${enough ? 'meets' : 'needs'} ${BRAND_CONTRAST_MIN}:1)`}
      </Text>
    </Reading>
  );
}

/**
 * The agency's settings: its time zone and the two brand colors (rules in `messages.agencySettings`; the name,
 * contact details and recruitment mailbox are the agency profile's, `AgencyProfileForm`). Each color shows
 * the contrast it reaches as it is typed; a color below 4.5:1 is refused on save. Messages appear after
 * the first submit attempt, then follow every change.
 */
export function AgencySettingsForm({
  onSubmit,
  loading = false,
  defaultValues,
  serverErrors,
  ...rest
}: AgencySettingsFormProps) {
  const {
    field,
    submitWith,
    watch,
    formState: { isSubmitting },
  } = useValidatedForm<AgencySettingsValues>({
    resolver,
    mode: 'onSubmit',
    defaultValues: pickFields(EMPTY, defaultValues),
    serverErrors,
  });
  const primary = watch('BrandPrimary') ?? '';
  const otherZones = useMemo(() => otherTimeZones(defaultValues?.TimeZone), [defaultValues?.TimeZone]);
  const accent = watch('BrandAccent') ?? '';

  return (
    <FormLayout noValidate onSubmit={submitWith(onSubmit)} {...rest}>
      <Select
        label="Time Zone"
        required
        hint="Interview and follow-up times are typed, shown and e-mailed to applicants in this zone, named (10:30 AM CST)."
        options={AGENCY_TIME_ZONE_OPTIONS}
        {...field('TimeZone')}
      >
        <optgroup label="Other time zones">
          {otherZones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </optgroup>
      </Select>
      <Colors>
        <div>
          <TextField
            label="Primary Color"
            placeholder="#1d4ed8"
            autoCapitalize="off"
            spellCheck={false}
            hint="Buttons and the header, under white text. Empty: the portal's blue."
            trimmed
            {...field('BrandPrimary')}
          />
          <ContrastReading color={primary} reached={brandContrast.primary(primary)} where="White text on it" />
        </div>
        <div>
          <TextField
            label="Accent Color"
            placeholder="#0f766e"
            autoCapitalize="off"
            spellCheck={false}
            hint="Links and focus rings, on the page. Empty: the portal's blue."
            trimmed
            {...field('BrandAccent')}
          />
          <ContrastReading color={accent} reached={brandContrast.accent(accent)} where="On the page" />
        </div>
      </Colors>
      <ButtonRow>
        <Button type="submit" loading={loading || isSubmitting}>
          Save
        </Button>
      </ButtonRow>
    </FormLayout>
  );
}
