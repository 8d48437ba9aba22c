import { Marked, type Tokens } from 'marked';
import { escapeHtml } from './outbox';

// Markdown people write (signatures, message templates) as HTML for an e-mail, safe whatever it holds, by the
// same rules as the portal's Markdown component (@agency/ui renderMarkdown):
// - raw HTML in the Markdown (`<script>`, `<img onerror>`…) is printed as text, escaped;
// - a link keeps its address only when it is http(s), mailto or tel (else it is plain text);
// - an image is not loaded: it shows as its description in brackets.
// Single line breaks are kept (a signature's lines).

const SAFE_URL = /^(https?:|mailto:|tel:)/i;

const marked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      if (!SAFE_URL.test(href.trim())) return text;
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      return `<a href="${escapeHtml(href.trim())}"${titleAttribute}>${text}</a>`;
    },
    image({ text }: Tokens.Image) {
      return text ? `[${escapeHtml(text)}]` : '';
    },
  },
});

/** Markdown as safe HTML for an e-mail body. */
export function markdownToEmailHtml(source: string): string {
  return (marked.parse(source) as string).trim();
}

/**
 * Markdown as the plain-text part of an e-mail: the text as written, links as "text (address)", emphasis
 * marks and backslash escapes taken out.
 */
export function markdownToEmailText(source: string): string {
  return source
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '[$1]')
    .replace(/\[([^\]]+)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g, (_match, text: string, href: string) =>
      text === href || `mailto:${text}` === href ? text : `${text} (${href})`,
    )
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^*\w])[*_]([^*_\n]+)[*_](?=[^*\w]|$)/g, '$1$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1')
    .trim();
}
