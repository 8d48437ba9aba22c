import type { AgencyLogoType } from '@agency/api-client/contract';
import { messages } from '@agency/forms/schemas';
import { SaxesParser } from 'saxes';
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

const SVG = 'http://www.w3.org/2000/svg';
const XLINK = 'http://www.w3.org/1999/xlink';
const XML = 'http://www.w3.org/XML/1998/namespace';
const XMLNS = 'http://www.w3.org/2000/xmlns/';
/** Editors' own markup (Inkscape, Affinity, Sketch): elements and attributes no browser acts on. */
const EDITOR_NAMESPACES = new Set([
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.serif.com/',
  'http://www.bohemiancoding.com/sketch/ns',
]);
/** The document's metadata (`<metadata>`: RDF, Creative Commons, Dublin Core): text, no browser acts on it. */
const RDF = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
const METADATA_NAMESPACES = new Set([
  RDF,
  'http://creativecommons.org/ns#',
  'http://web.resource.org/cc/',
  'http://purl.org/dc/elements/1.1/',
  'http://purl.org/dc/terms/',
]);

/**
 * The SVG elements a logo may hold: shapes, text, grouping, paint servers, clipping, masking and the filter
 * primitives that read nothing from outside. Not: script, a, image, feImage, foreignObject, iframe, the
 * animation elements (they can set an event handler or a link), use of other files, fonts, switch, view.
 */
const SVG_ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'metadata',
  'style',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
]);

/**
 * The attributes (without a namespace) a logo's elements may carry: geometry, presentation, text, paint servers,
 * filters. No event handler (`on…`), nothing that names another document (`href` only as `#id`, below).
 */
const SVG_ATTRIBUTES = new Set(
  `id class style transform viewBox preserveAspectRatio width height x y x1 y1 x2 y2 cx cy r rx ry fx fy fr d points
  pathLength version baseProfile fill fill-opacity fill-rule stroke stroke-width stroke-opacity stroke-linecap
  stroke-linejoin stroke-miterlimit stroke-dasharray stroke-dashoffset opacity color display visibility overflow
  clip-path clip-rule clipPathUnits mask maskUnits maskContentUnits mask-type filter filterUnits primitiveUnits
  gradientUnits gradientTransform spreadMethod offset stop-color stop-opacity patternUnits patternContentUnits
  patternTransform font-family font-size font-size-adjust font-weight font-style font-variant font-stretch
  text-anchor dominant-baseline alignment-baseline baseline-shift letter-spacing word-spacing text-decoration
  writing-mode direction unicode-bidi dx dy rotate textLength lengthAdjust startOffset method spacing side
  mix-blend-mode isolation paint-order vector-effect shape-rendering text-rendering image-rendering
  color-interpolation color-interpolation-filters color-rendering enable-background marker-start marker-mid
  marker-end markerWidth markerHeight markerUnits refX refY orient in in2 result stdDeviation mode type values
  operator k1 k2 k3 k4 flood-color flood-opacity lighting-color radius tableValues slope intercept amplitude
  exponent baseFrequency numOctaves seed stitchTiles scale xChannelSelector yChannelSelector order kernelMatrix
  divisor bias targetX targetY edgeMode preserveAlpha surfaceScale diffuseConstant specularConstant
  specularExponent kernelUnitLength azimuth elevation z pointsAtX pointsAtY pointsAtZ limitingConeAngle media
  lang tabindex role aria-label aria-hidden focusable href`.split(/\s+/),
);
/** `data-*` attributes (Illustrator's `data-name`): text only. */
const DATA_ATTRIBUTE = /^data-[a-z0-9_.-]+$/;
/** Attributes that are names or words, never read as CSS: their values are not checked as CSS. */
const TEXT_ATTRIBUTES = new Set(['id', 'class', 'lang', 'role', 'aria-label']);
/** Attributes of the XML namespace and of the metadata's RDF. */
const XML_ATTRIBUTES = new Set(['space', 'lang', 'base']);
const RDF_ATTRIBUTES = new Set(['about', 'resource', 'parseType', 'nodeID']);

/** The CSS functions a value may call (colours, transforms, arithmetic); `url()` only as `url(#id)`. */
const CSS_FUNCTIONS = new Set(
  `url rgb rgba hsl hsla hwb lab lch oklab oklch calc min max clamp var translate translatex translatey scale
  scalex scaley rotate skew skewx skewy matrix`.split(/\s+/),
);

/**
 * Why a CSS text or an attribute's value (presentation attributes are CSS too) is refused: a backslash (a CSS
 * escape can spell anything), an at-rule in CSS (`@import`, `@font-face`), a function not on the list
 * (`image-set`, `expression`, `paint` …), or a `url()` that is not a reference into the document (`#id`).
 */
function valueIsUnsafe(value: string, css: boolean): boolean {
  if (value.includes('\\') || (css && value.includes('@'))) return true;
  for (const call of value.matchAll(/([A-Za-z_-][\w-]*)?\s*\(/g)) {
    const name = (call[1] ?? '').toLowerCase();
    if (!CSS_FUNCTIONS.has(name)) return true;
    if (name === 'url' && !/^\s*(['"]?)#[^'"()\s]+\1\s*\)/.test(value.slice((call.index ?? 0) + call[0].length)))
      return true;
  }
  return false;
}

/**
 * Why an SVG logo is refused (null: it may be stored). The document is parsed (saxes: a strict, namespace-aware
 * XML parser; a document that is not well-formed is refused) and every part of it must be on a list:
 * - no DOCTYPE (entities, outside files) and no processing instruction (`<?xml-stylesheet?>`); the XML
 *   declaration and comments are fine;
 * - the root is `<svg>` of the SVG namespace; every element is one of `SVG_ELEMENTS` in that namespace, an
 *   editor's own (Inkscape) or, inside `<metadata>`, RDF / Dublin Core metadata. Anything else (an XHTML
 *   `<h:script>`, `<foreignObject>`, `<image>`, `<a>`, animations) is refused;
 * - every attribute is a namespace declaration, one of `SVG_ATTRIBUTES` or `data-*`, `xml:space`/`lang`, an
 *   editor's own, RDF's inside the metadata, or `href` / `xlink:href` pointing into the document (`#id`);
 * - every attribute value and the text of `<style>` pass `valueIsUnsafe` (no escapes, no at-rules, only listed
 *   CSS functions, `url(#id)` only).
 * Not cleaned: a file that needs cleaning is refused, with the words of `messages.agencySettings.logoSvgUnsafe`,
 * and its owner exports a plain one. (It is also served with a sandboxing Content-Security-Policy.)
 */
export function svgRefusal(svg: string): string | null {
  const parser = new SaxesParser({ xmlns: true });
  let unsafe = false;
  let root = true;
  /** The open elements: whether each is (inside) `<metadata>`, and a `<style>`'s text so far (else null). */
  const open: { metadata: boolean; css: string | null }[] = [];
  const refuse = () => {
    unsafe = true;
  };
  parser.on('doctype', refuse);
  parser.on('processinginstruction', refuse);
  parser.on('opentag', (tag) => {
    const parent = open.at(-1);
    const inMetadata = parent?.metadata ?? false;
    const isSvg = tag.uri === SVG && SVG_ELEMENTS.has(tag.local);
    const allowedElement = root
      ? tag.uri === SVG && tag.local === 'svg'
      : isSvg || EDITOR_NAMESPACES.has(tag.uri) || (inMetadata && METADATA_NAMESPACES.has(tag.uri));
    if (!allowedElement) refuse();
    root = false;
    // An editor's element (sodipodi:namedview) is no SVG: browsers neither draw it nor run anything on it.
    const editorElement = EDITOR_NAMESPACES.has(tag.uri);
    for (const attribute of Object.values(tag.attributes)) {
      const { uri, local, value } = attribute;
      const allowed =
        uri === XMLNS ||
        (uri === '' && (SVG_ATTRIBUTES.has(local) || DATA_ATTRIBUTE.test(local))) ||
        (uri === '' && editorElement && !/^on/i.test(local) && local !== 'href') ||
        (uri === XLINK && local === 'href') ||
        (uri === XML && XML_ATTRIBUTES.has(local)) ||
        EDITOR_NAMESPACES.has(uri) ||
        (inMetadata && uri === RDF && RDF_ATTRIBUTES.has(local));
      if (!allowed) refuse();
      else if (local === 'href' && uri !== XMLNS && !value.startsWith('#')) refuse();
      else if (uri === '' && !TEXT_ATTRIBUTES.has(local) && !DATA_ATTRIBUTE.test(local))
        if (valueIsUnsafe(value, local === 'style')) refuse();
    }
    open.push({
      metadata: inMetadata || (tag.uri === SVG && tag.local === 'metadata'),
      css: isSvg && tag.local === 'style' ? '' : null,
    });
  });
  // A style sheet is checked whole (its text and CDATA sections joined, as the browser reads it).
  parser.on('closetag', () => {
    const closed = open.pop();
    if (closed && closed.css !== null && valueIsUnsafe(closed.css, true)) refuse();
  });
  const styleText = (text: string) => {
    const current = open.at(-1);
    if (current && current.css !== null) current.css += text;
  };
  parser.on('text', styleText);
  parser.on('cdata', styleText);
  try {
    parser.write(svg).close();
  } catch {
    // Not well-formed XML (or an undeclared entity, prefix …): browsers would not draw it either.
    return m.logoSvgUnsafe;
  }
  return unsafe || root ? m.logoSvgUnsafe : null;
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
