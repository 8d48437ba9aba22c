import { forwardRef, useMemo, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { renderMarkdown } from './renderMarkdown';

export interface MarkdownProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** The Markdown text (CommonMark and GitHub's tables and strikethrough). */
  source: string;
}

const Body = styled.div`
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;

  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  & h1,
  & h2,
  & h3,
  & h4,
  & h5,
  & h6 {
    margin: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[2]};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  & h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  & h3,
  & h4,
  & h5,
  & h6 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  & p,
  & ul,
  & ol,
  & blockquote,
  & pre,
  & table {
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
  & ul,
  & ol {
    padding-left: ${({ theme }) => theme.space[5]};
  }
  & li + li {
    margin-top: ${({ theme }) => theme.space[1]};
  }
  & blockquote {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    border-left: 4px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  & code,
  & pre {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  & pre {
    overflow-x: auto;
  }
  & a {
    color: ${({ theme }) => theme.colors.link};
  }
  & a:hover {
    color: ${({ theme }) => theme.colors.linkHover};
  }
  & hr {
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    margin: ${({ theme }) => theme.space[4]} 0;
  }
  & table {
    border-collapse: collapse;
    display: block;
    overflow-x: auto;
  }
  & th,
  & td {
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    text-align: left;
  }
`;

/**
 * A Markdown text people wrote (e.g. the agency's Agreement), rendered with the theme's type scale:
 * headings, lists, emphasis, quotes, tables, links. Safe by construction (`renderMarkdown`): raw HTML
 * shows as text, only http(s)/mailto/tel links keep their address, images are not loaded.
 */
export const Markdown = forwardRef<HTMLDivElement, MarkdownProps>(function Markdown({ source, ...rest }, ref) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return <Body ref={ref} {...rest} dangerouslySetInnerHTML={{ __html: html }} />;
});
