/** WCAG 2.x AA: the least contrast of normal text with its background. */
export const BRAND_CONTRAST_MIN = 4.5;

/**
 * The backgrounds the accent color is read on: the page and the grey surfaces (the light theme's
 * `background` and `surface` of @agency/ui; a test keeps them equal).
 */
export const BRAND_BACKGROUNDS = ['#ffffff', '#f3f4f6'] as const;

/** The text on the primary color (the light theme's `onPrimary`). */
export const BRAND_ON_PRIMARY = '#ffffff';

/** A host label is one DNS label. */
export const HOST_LABEL_MAX_LENGTH = 63;
