import DOMPurify from 'dompurify';
import { Marked, type Tokens } from 'marked';

// Markdown to safe HTML for texts people write (the agency's Agreement and Terms): headings, paragraphs,
// lists, emphasis, quotes, rules, tables and links. Nothing in the text can run or load anything:
// - raw HTML in the Markdown (`<script>`, `<img onerror>`, `<iframe>`…) is printed as text, escaped;
// - a link keeps its address only when it is http(s), mailto or tel (else it is plain text), and opens in
//   a new tab without access to the page (rel noopener noreferrer);
// - an image is not loaded: it shows as its description in brackets;
// - then, where there is a DOM, DOMPurify keeps only the tags and attributes listed below, and its own safe
//   URLs (a second line of defence should the parser ever let something through).

const SAFE_URL = /^(https?:|mailto:|tel:)/i;

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      if (!SAFE_URL.test(href.trim())) return text;
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      return `<a href="${escapeHtml(href.trim())}"${titleAttribute} target="_blank" rel="noopener noreferrer">${text}</a>`;
    },
    image({ text }: Tokens.Image) {
      return text ? `[${escapeHtml(text)}]` : '';
    },
  },
});

/** The tags and attributes the rendered HTML may hold. */
export const MARKDOWN_ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'input',
] as const;
const ALLOWED_ATTRIBUTES = ['href', 'title', 'target', 'rel', 'start', 'align', 'type', 'checked', 'disabled'];

/**
 * Renders Markdown as HTML that is safe to insert in the page (see the rules above). Pure where there is
 * no DOM (Node: the parser's escaping and URL rules only); sanitised again by DOMPurify in a browser.
 */
export function renderMarkdown(source: string): string {
  const html = marked.parse(source) as string;
  if (typeof window === 'undefined' || !DOMPurify.isSupported) return html;
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...MARKDOWN_ALLOWED_TAGS],
    ALLOWED_ATTR: ALLOWED_ATTRIBUTES,
  });
}
