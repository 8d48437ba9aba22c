import type { Kysely } from 'kysely';
import { Lexer, type Token, type Tokens } from 'marked';
import { agencyDocumentKindOf, agencyDocumentLabel, type OnboardingFormKey } from '@agency/api-client/contract';
import type { Database } from '../../platform/db';
import type { PdfBlock } from '../../platform/pdf';
import { publishedVersion } from './queries';

/** The plain text of inline Markdown: emphasis dropped, a link as "text (address)", raw HTML as written. */
function inlineText(tokens: readonly Token[] | undefined): string {
  return (tokens ?? [])
    .map((token): string => {
      switch (token.type) {
        case 'link': {
          const text = inlineText((token as Tokens.Link).tokens);
          const { href } = token as Tokens.Link;
          return text === href ? text : `${text} (${href})`;
        }
        case 'image':
          return `[${(token as Tokens.Image).text}]`;
        case 'br':
          return ' ';
        case 'codespan':
        case 'html':
        case 'escape':
          return token.raw === '' ? '' : (token as { text: string }).text;
        default:
          return 'tokens' in token && token.tokens
            ? inlineText(token.tokens)
            : ((token as { text?: string }).text ?? '');
      }
    })
    .join('');
}

/** Markdown as PDF blocks: headings, paragraphs, list items ("•" or their number), quotes, code, tables. */
export function markdownBlocks(markdown: string): PdfBlock[] {
  const blocks: PdfBlock[] = [];
  const walk = (tokens: readonly Token[], indent: string) => {
    for (const token of tokens) {
      switch (token.type) {
        case 'heading':
          blocks.push({ kind: 'heading', text: inlineText((token as Tokens.Heading).tokens) });
          break;
        case 'paragraph':
        case 'text':
          blocks.push({ kind: 'text', text: `${indent}${inlineText((token as Tokens.Paragraph).tokens)}` });
          break;
        case 'list': {
          const list = token as Tokens.List;
          const start = typeof list.start === 'number' ? list.start : 1;
          list.items.forEach((item, i) => {
            const marker = list.ordered ? `${start + i}.` : '•';
            const [first, ...rest] = item.tokens;
            const lead = first && (first.type === 'text' || first.type === 'paragraph') ? inlineText(first.tokens) : '';
            blocks.push({ kind: 'text', text: `${indent}${marker} ${lead}` });
            walk(lead === '' && first ? [first, ...rest] : rest, `${indent}    `);
          });
          break;
        }
        case 'blockquote':
          walk((token as Tokens.Blockquote).tokens, `${indent}| `);
          break;
        case 'code':
          blocks.push({ kind: 'text', text: `${indent}${(token as Tokens.Code).text}`, size: 9 });
          break;
        case 'table': {
          const table = token as Tokens.Table;
          blocks.push({ kind: 'text', text: table.header.map((cell) => inlineText(cell.tokens)).join(' | ') });
          for (const row of table.rows)
            blocks.push({ kind: 'text', text: row.map((cell) => inlineText(cell.tokens)).join(' | ') });
          break;
        }
        case 'hr':
          blocks.push({ kind: 'rule' });
          break;
        case 'html':
          blocks.push({ kind: 'text', text: `${indent}${(token as Tokens.HTML).text.trim()}` });
          break;
        default:
          break;
      }
    }
  };
  walk(new Lexer({ gfm: true }).lex(markdown), '');
  return blocks;
}

/**
 * The text an applicant accepted and signed (the Agreement, the Terms & Conditions): the published
 * version the data names, with its title, version and SHA-256, printed in full. [] for the other forms.
 */
export async function agencyDocumentBlocks(
  db: Kysely<Database>,
  agencyId: number,
  form: OnboardingFormKey,
  data: Record<string, unknown>,
): Promise<PdfBlock[]> {
  const kind = agencyDocumentKindOf(form);
  if (kind === null || typeof data.DocumentVersion !== 'number') return [];
  const row = await publishedVersion(db, agencyId, kind, data.DocumentVersion);
  if (!row) return [];
  return [
    { kind: 'heading', text: `${row.title} (${agencyDocumentLabel(kind)}, version ${row.version})` },
    { kind: 'field', label: 'Published', value: row.published_at ? new Date(row.published_at).toISOString() : '' },
    { kind: 'field', label: 'Text SHA-256', value: row.body_hash ?? '' },
    ...markdownBlocks(row.body),
    { kind: 'rule' },
    {
      kind: 'text',
      text: `I have read and accept the ${agencyDocumentLabel(kind)} above (version ${row.version}).`,
    },
  ];
}
