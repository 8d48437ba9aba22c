import type { AgencyLogoType } from '@agency/api-client/contract';
import { messages } from '@agency/forms/schemas';
import { ApiError } from '../../platform/errors';

const m = messages.agencySettings;

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);

/** The longest prolog (XML declaration, comments, white space) read before an SVG's `<svg` element. */
const SVG_PROLOG_MAX = 4096;

/** The text of an SVG (UTF-8, the byte order mark dropped), or null when the bytes are no SVG document. */
function svgText(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  const head = text.slice(0, SVG_PROLOG_MAX);
  // The root element comes after an optional XML declaration and comments; an SVG DOCTYPE counts (it is
  // refused below).
  return /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg\b|<svg[\s>/])/i.test(head) ? text : null;
}

/**
 * The logo's type by its content: PNG (its 8-byte signature), JPEG (FF D8 FF) or SVG (an XML document whose
 * root is `<svg`); 400 for anything else, whatever its name or declared type.
 */
export function detectLogoType(bytes: Uint8Array): { type: AgencyLogoType; svg: string | null } {
  if (bytes.length === 0) throw new ApiError(400, 'empty_file', m.logoEmpty);
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { type: 'image/png', svg: null };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { type: 'image/jpeg', svg: null };
  const svg = svgText(bytes);
  if (svg !== null) return { type: 'image/svg+xml', svg };
  throw new ApiError(400, 'invalid_file_type', m.logoType);
}

/**
 * Why an SVG logo is refused (null: it is plain): it may hold drawing only. Refused: a DOCTYPE or entity
 * (entity expansion, outside files), scripts, event handler attributes, `javascript:` or `data:` addresses,
 * embedded documents (foreignObject, iframe, embed, object), links or references to anything but the
 * document's own elements (`href="#…"`), and style imports or `url(…)` of anything outside it. Not
 * cleaned: a file that needs cleaning is refused, with the words of `messages.agencySettings.logoSvgUnsafe`,
 * and its owner exports a plain one. (It is also served with a sandboxing Content-Security-Policy.)
 */
export function svgRefusal(svg: string): string | null {
  const unsafe = [
    /<!DOCTYPE/i,
    /<!ENTITY/i,
    /<\s*script\b/i,
    /<\s*(?:foreignObject|iframe|embed|object|audio|video)\b/i,
    /\son[a-z]+\s*=/i,
    /(?:java|vb)script\s*:/i,
    /data\s*:/i,
    /@import/i,
    /url\s*\(\s*(?!['"]?#)/i,
    /<\?xml-stylesheet/i,
  ];
  if (unsafe.some((pattern) => pattern.test(svg))) return m.logoSvgUnsafe;
  for (const match of svg.matchAll(/\b(?:xlink:)?href\s*=\s*(["']?)([^"'\s>]*)\1/gi))
    if (!(match[2] ?? '').startsWith('#')) return m.logoSvgUnsafe;
  return null;
}

/** Checks an upload as a logo: its type by content, and an SVG's plainness; answers the type. */
export function checkLogo(bytes: Uint8Array): AgencyLogoType {
  const { type, svg } = detectLogoType(bytes);
  if (svg !== null) {
    const refusal = svgRefusal(svg);
    if (refusal) throw new ApiError(400, 'unsafe_svg', refusal);
  }
  return type;
}

/** The Content-Security-Policy of a served logo: nothing runs or loads, even when it is opened on its own. */
export const LOGO_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
