/**
 * The light theme. Every foreground/background pair named in `contrastPairs` meets WCAG 2.2 AA
 * (4.5:1 for text, 3:1 for borders and focus indicators); a unit test checks them.
 */
export const lightColors = {
  text: '#111827',
  textMuted: '#4b5563',
  textInverse: '#ffffff',
  background: '#ffffff',
  surface: '#f3f4f6',
  surfaceRaised: '#ffffff',
  border: '#6b7280',
  borderSubtle: '#d1d5db',
  primary: '#1d4ed8',
  primaryHover: '#1e40af',
  primaryActive: '#1e3a8a',
  onPrimary: '#ffffff',
  secondary: '#e5e7eb',
  secondaryHover: '#d1d5db',
  onSecondary: '#111827',
  danger: '#b91c1c',
  dangerHover: '#991b1b',
  onDanger: '#ffffff',
  dangerSurface: '#fef2f2',
  success: '#15803d',
  onSuccess: '#ffffff',
  successSurface: '#f0fdf4',
  info: '#1d4ed8',
  infoSurface: '#eff6ff',
  warning: '#92400e',
  warningSurface: '#fffbeb',
  focus: '#2563eb',
  link: '#1d4ed8',
  linkHover: '#1e3a8a',
  disabledText: '#6b7280',
  disabledSurface: '#e5e7eb',
  overlay: 'rgba(17, 24, 39, 0.55)',
} as const;

export type ColorRole = keyof typeof lightColors;
