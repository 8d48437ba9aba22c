import { useId, type ElementType, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { EntryBadge, type MenuEntry } from '../MenuButton/MenuButton';

export interface SideNavProps {
  /** Name of the navigation landmark (e.g. "Applicant"). */
  label: string;
  /** Entries: links, groups (entries with `items`, shown under a heading), actions, or plain entries. */
  items: readonly MenuEntry[];
  /** Component that renders links; it receives `href` (default `a`). */
  linkAs?: ElementType;
  /** Address of the current page: links to it are marked `aria-current="page"`. */
  currentHref?: string;
}

const Nav = styled.nav`
  padding: ${({ theme }) => theme.space[3]} 0;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const GroupHeading = styled.span`
  display: block;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]} ${theme.space[1]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const entryStyles = css<{ $depth: number }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  padding: ${({ theme, $depth }) => `${theme.space[2]} ${theme.space[4]} ${theme.space[2]} calc(${theme.space[4]} + ${$depth} * ${theme.space[4]})`};
  border: 0;
  border-left: 4px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
`;

const EntryLink = styled.a<{ $depth: number }>`
  ${entryStyles}
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
    text-decoration: underline;
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  &[aria-current='page'] {
    border-left-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const EntryButton = styled.button<{ $depth: number }>`
  ${entryStyles}
  color: ${({ theme }) => theme.colors.link};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
    text-decoration: underline;
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const EntryStatic = styled.span<{ $depth: number }>`
  ${entryStyles}
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A vertical navigation list (a `nav` landmark) for side menus; groups show under a heading. */
export function SideNav({ label, items, linkAs, currentHref }: SideNavProps) {
  const id = useId();
  const renderEntries = (entries: readonly MenuEntry[], depth: number, path: string): ReactNode =>
    entries.map((entry, index) => {
      const key = entry.id ?? entry.label;
      if (entry.items) {
        const headingId = `${id}group${path}-${index}`;
        return (
          <li key={key}>
            <GroupHeading id={headingId}>{entry.label}</GroupHeading>
            <List aria-labelledby={headingId}>{renderEntries(entry.items, depth + 1, `${path}-${index}`)}</List>
          </li>
        );
      }
      let content: ReactNode;
      if (entry.href !== undefined) {
        content = (
          <EntryLink
            as={linkAs}
            href={entry.href}
            $depth={depth}
            aria-current={currentHref === entry.href ? 'page' : undefined}
          >
            {entry.label}
            <EntryBadge entry={entry} />
          </EntryLink>
        );
      } else if (entry.onSelect) {
        content = (
          <EntryButton type="button" $depth={depth} onClick={entry.onSelect}>
            {entry.label}
          </EntryButton>
        );
      } else {
        content = <EntryStatic $depth={depth}>{entry.label}</EntryStatic>;
      }
      return <li key={key}>{content}</li>;
    });

  return (
    <Nav aria-label={label}>
      <List>{renderEntries(items, 0, '')}</List>
    </Nav>
  );
}
