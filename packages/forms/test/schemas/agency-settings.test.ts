import { expectTypeOf } from 'vitest';
import {
  AGENCY_LOGO_MAX_BYTES,
  isTenantSlug,
  type AgencySettingsPayload,
  type NewAgencyPayload,
} from '@agency/api-client/contract';
import { contrastRatio, lightColors } from '@agency/ui';
import {
  agencyLogoRefusal,
  agencySettingsSchema,
  BRAND_BACKGROUNDS,
  BRAND_ON_PRIMARY,
  brandContrast,
  hexContrast,
  HOST_LABEL_PATTERN,
  messages,
  newAgencySchema,
  normalizeHexColor,
  validateValues,
  type AgencySettingsValues,
  type NewAgencyValues,
} from '@agency/forms/schemas';
import {
  BRAND_COLORS,
  invalidAgencySettings,
  invalidNewAgencies,
  validAgencySettings,
  validNewAgency,
} from '../../src/schemas/agency-settings/fixtures';
import { errorsOf } from './support';

const m = messages.agencySettings;

describe('agencySettingsSchema', () => {
  it('accepts valid settings and keeps the profile messages for the fields they share', () => {
    expect(agencySettingsSchema.validateSync(validAgencySettings)).toEqual(validAgencySettings);
    expect(m.nameRequired).toBe(messages.agency.nameRequired);
    expect(m.recruitmentEmailInvalid).toBe(messages.agency.recruitmentEmailInvalid);
  });

  it("holds the look only: the profile's fields are the agency profile's (issue 28, item 11)", () => {
    expect(Object.keys(agencySettingsSchema.fields).sort()).toEqual(['BrandAccent', 'BrandPrimary', 'TimeZone']);
    const result = validateValues(agencySettingsSchema, { ...validAgencySettings, Name: 'Another name' });
    expect(result).toEqual({ ok: true, value: validAgencySettings });
  });

  it('stores colors as #rrggbb and an empty color as the portal default', () => {
    const result = validateValues(agencySettingsSchema, {
      ...validAgencySettings,
      BrandPrimary: ' #1D4ED8 ',
      BrandAccent: '',
    });
    expect(result).toEqual({ ok: true, value: { ...validAgencySettings, BrandPrimary: '#1d4ed8', BrandAccent: '' } });
    expect(normalizeHexColor('#ABC')).toBe('#aabbcc');
    const short = validateValues(agencySettingsSchema, { ...validAgencySettings, BrandPrimary: '#036' });
    expect(short.ok && short.value.BrandPrimary).toBe('#003366');
  });

  it.each(invalidAgencySettings)('$name → $field: $message', ({ values, field, message }) => {
    expect(errorsOf(agencySettingsSchema, values)).toEqual({ [field]: message });
  });

  it('refuses a color below 4.5:1 where it is used and accepts one above', () => {
    expect(brandContrast.primary(BRAND_COLORS.darkBlue)!).toBeGreaterThan(4.5);
    expect(brandContrast.primary(BRAND_COLORS.lightBlue)!).toBeLessThan(4.5);
    expect(brandContrast.accent(BRAND_COLORS.darkTeal)!).toBeGreaterThan(4.5);
    expect(brandContrast.accent('not a color')).toBeNull();
    // White text on black passes; the lightest grey that still passes on white (#767676, 4.54:1) passes
    // as primary but not as accent, which must also hold on the grey surface.
    expect(errorsOf(agencySettingsSchema, { ...validAgencySettings, BrandPrimary: '#000000' })).toEqual({});
    expect(errorsOf(agencySettingsSchema, { ...validAgencySettings, BrandPrimary: '#767676' })).toEqual({});
    expect(errorsOf(agencySettingsSchema, { ...validAgencySettings, BrandAccent: '#767676' })).toEqual({
      BrandAccent: m.accentContrast,
    });
  });

  it('computes contrast as @agency/ui does, on the light theme colors', () => {
    for (const [a, b] of [
      ['#1d4ed8', '#ffffff'],
      ['#60a5fa', '#f3f4f6'],
      ['#000000', '#ffffff'],
    ] as const)
      expect(hexContrast(a, b)).toBeCloseTo(contrastRatio(a, b), 10);
    expect(BRAND_BACKGROUNDS).toEqual([lightColors.background, lightColors.surface]);
    expect(BRAND_ON_PRIMARY).toBe(lightColors.onPrimary);
  });

  it('keeps its values identical to the update payload', () => {
    expectTypeOf<AgencySettingsValues>().toEqualTypeOf<AgencySettingsPayload>();
  });
});

describe('newAgencySchema', () => {
  it('accepts a new agency and lower-cases its host label', () => {
    expect(validateValues(newAgencySchema, { ...validNewAgency, Slug: ' BaySide ' })).toEqual({
      ok: true,
      value: validNewAgency,
    });
  });

  it.each(invalidNewAgencies)('$name → $field: $message', ({ values, field, message }) => {
    expect(errorsOf(newAgencySchema, values)).toEqual({ [field]: message });
  });

  it("follows the tenant rule of the contract (0001_initial's CHECK on agencies.slug)", () => {
    for (const label of ['a', 'acme', 'bay-side', 'x1', 'b'.repeat(63), '-a', 'a-', 'a_b', 'A', 'b'.repeat(64)])
      expect(HOST_LABEL_PATTERN.test(label)).toBe(isTenantSlug(label));
  });

  it('keeps its values identical to the create payload', () => {
    expectTypeOf<NewAgencyValues>().toEqualTypeOf<NewAgencyPayload>();
  });
});

describe('agencyLogoRefusal', () => {
  it('accepts PNG, JPEG and SVG files up to 1 MB and refuses the rest with their messages', () => {
    expect(agencyLogoRefusal({ size: 2048, type: 'image/png', name: 'logo.png' })).toBeNull();
    expect(agencyLogoRefusal({ size: 2048, type: '', name: 'logo.SVG' })).toBeNull();
    expect(agencyLogoRefusal({ size: AGENCY_LOGO_MAX_BYTES, type: 'image/jpeg', name: 'logo.jpg' })).toBeNull();
    expect(agencyLogoRefusal({ size: AGENCY_LOGO_MAX_BYTES + 1, type: 'image/png', name: 'logo.png' })).toBe(
      m.logoTooLarge,
    );
    expect(agencyLogoRefusal({ size: 10, type: 'image/gif', name: 'logo.gif' })).toBe(m.logoType);
    expect(agencyLogoRefusal({ size: 0, type: 'image/png', name: 'logo.png' })).toBe(m.logoEmpty);
    expect(m.logoTooLarge).toBe('The logo must be at most 1 MB.');
  });
});
