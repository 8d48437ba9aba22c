import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * A small, generic PDF renderer (pdf-lib, standard fonts): a title, then blocks laid out top to bottom on
 * US Letter pages, wrapped to the page width, continued on new pages as needed. Knows nothing of the
 * features that use it. The standard fonts encode WinAnsi only: any other character is replaced (accents
 * dropped when that makes it encodable, else '?'), so no text can make rendering fail.
 */
export type PdfBlock =
  | { kind: 'heading'; text: string }
  /** A label and its value (the value wrapped under the label when long). */
  | { kind: 'field'; label: string; value: string }
  | { kind: 'text'; text: string; size?: number }
  /** A PNG image (a drawn signature), at most `maxWidth` × `maxHeight` points; skipped when unreadable. */
  | { kind: 'image'; png: Uint8Array; maxWidth?: number; maxHeight?: number }
  | { kind: 'rule' }
  | { kind: 'page-break' };

export interface PdfSpec {
  title: string;
  /** Under the title (an edition, a version). */
  subtitle?: string;
  blocks: readonly PdfBlock[];
  /** Shown at the foot of every page, with the page number. */
  footer?: string;
  /** The document's metadata. */
  author?: string;
  subject?: string;
}

/** US Letter, in points. */
const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 54;
const WIDTH = PAGE.width - 2 * MARGIN;

/** The text with every character the font cannot encode replaced. */
export function encodable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  let result = '';
  for (const char of text.replace(/\r\n?/g, '\n').replace(/\t/g, '    ')) {
    if (char === '\n' || known.has(char.codePointAt(0)!)) {
      result += char;
      continue;
    }
    const plain = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    result += plain !== '' && [...plain].every((c) => known.has(c.codePointAt(0)!)) ? plain : '?';
  }
  return result;
}

/** Lines of at most `width` points; a word longer than a line is cut. Explicit newlines are kept. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        if (line !== '') {
          lines.push(line);
          line = '';
        }
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      const candidate = line === '' ? rest : `${line} ${rest}`;
      if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
      else {
        lines.push(line);
        line = rest;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Renders the spec; the bytes of the PDF file. */
export async function renderPdf(spec: PdfSpec): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(encodableMeta(spec.title));
  if (spec.author) pdf.setAuthor(encodableMeta(spec.author));
  if (spec.subject) pdf.setSubject(encodableMeta(spec.subject));
  pdf.setProducer('agency-portal');
  pdf.setCreator('agency-portal');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const black = rgb(0, 0, 0);
  const grey = rgb(0.35, 0.35, 0.35);

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  const need = (height: number) => {
    if (y - height < MARGIN + 20) newPage();
  };
  const lines = (
    text: string,
    font: PDFFont,
    size: number,
    options: { indent?: number; color?: typeof black } = {},
  ) => {
    const indent = options.indent ?? 0;
    for (const line of wrap(encodable(text, font), font, size, WIDTH - indent)) {
      need(size + 4);
      page.drawText(line, { x: MARGIN + indent, y: y - size, size, font, color: options.color ?? black });
      y -= size + 4;
    }
  };

  lines(spec.title, bold, 16);
  if (spec.subtitle) lines(spec.subtitle, regular, 10, { color: grey });
  y -= 8;
  for (const block of spec.blocks) {
    switch (block.kind) {
      case 'heading':
        y -= 6;
        need(40);
        lines(block.text, bold, 12);
        y -= 2;
        break;
      case 'field': {
        const label = `${block.label}:`;
        const labelText = encodable(label, bold);
        const value = encodable(block.value === '' ? '-' : block.value, regular);
        const labelWidth = bold.widthOfTextAtSize(labelText, 10);
        const fitsBeside = labelWidth < WIDTH * 0.45 && !value.includes('\n');
        if (fitsBeside) {
          const valueLines = wrap(value, regular, 10, WIDTH - labelWidth - 6);
          need(14);
          page.drawText(labelText, { x: MARGIN, y: y - 10, size: 10, font: bold });
          valueLines.forEach((line, i) => {
            if (i > 0) need(14);
            page.drawText(line, { x: MARGIN + labelWidth + 6, y: y - 10, size: 10, font: regular });
            y -= 14;
          });
        } else {
          lines(label, bold, 10);
          lines(block.value === '' ? '-' : block.value, regular, 10, { indent: 12 });
        }
        break;
      }
      case 'text':
        lines(block.text, regular, block.size ?? 10);
        y -= 4;
        break;
      case 'image': {
        let image;
        try {
          image = await pdf.embedPng(block.png);
        } catch {
          lines('(the drawn mark could not be rendered)', regular, 9, { color: grey });
          break;
        }
        const scale = Math.min(1, (block.maxWidth ?? 200) / image.width, (block.maxHeight ?? 60) / image.height);
        const width = image.width * scale;
        const height = image.height * scale;
        need(height + 6);
        page.drawImage(image, { x: MARGIN, y: y - height, width, height });
        y -= height + 6;
        break;
      }
      case 'rule':
        need(10);
        page.drawLine({
          start: { x: MARGIN, y: y - 4 },
          end: { x: MARGIN + WIDTH, y: y - 4 },
          thickness: 0.5,
          color: grey,
        });
        y -= 10;
        break;
      case 'page-break':
        newPage();
        break;
    }
  }

  const pages = pdf.getPages();
  pages.forEach((each, i) => {
    const text = encodable(`${spec.footer ? `${spec.footer} - ` : ''}Page ${i + 1} of ${pages.length}`, regular);
    each.drawText(text, { x: MARGIN, y: MARGIN / 2, size: 8, font: regular, color: grey });
  });
  return pdf.save();
}

/** Metadata strings are written as PDF text strings (any Unicode); control characters are dropped. */
function encodableMeta(text: string): string {
  return [...text].filter((char) => char >= ' ').join('');
}
