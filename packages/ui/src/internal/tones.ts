import type { ColorRole } from '../theme';

export type Tone = 'error' | 'success' | 'info' | 'warning';

/** Colour roles of each message tone (Alert, Toast): the accent (border, title, glyph) and its surface. */
export const toneColors: Record<Tone, { accent: ColorRole; surface: ColorRole }> = {
  error: { accent: 'danger', surface: 'dangerSurface' },
  success: { accent: 'success', surface: 'successSurface' },
  info: { accent: 'info', surface: 'infoSurface' },
  warning: { accent: 'warning', surface: 'warningSurface' },
};
