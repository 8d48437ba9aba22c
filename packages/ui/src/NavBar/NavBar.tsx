import type { ElementType } from 'react';
import styled from 'styled-components';
import { MenuButton, type MenuEntry } from '../MenuButton';
import { menuTriggerStyles } from '../internal/menuTriggerStyles';

export interface NavBarProps {
  /** Name of the navigation landmark (e.g. "Main"). */
  label: string;
  /** Top-level entries: links, menus (entries with `items`) or plain entries that are not links. */
  items: readonly MenuEntry[];
  /** Component that renders links; it receives `href` (default `a`). */
  linkAs?: ElementType;
  /** Address of the current page: links to it are marked `aria-current="page"`. */
  currentHref?: string;
}

const Nav = styled.nav`
  min-width: 0;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TopLink = styled.a`
  ${menuTriggerStyles}
  text-decoration: none;
  &[aria-current='page'] {
    text-decoration: underline;
    text-underline-offset: 0.3em;
    text-decoration-thickness: 2px;
  }
`;

const TopStatic = styled.span`
  ${menuTriggerStyles}
  cursor: default;
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover {
    background: transparent;
  }
`;

/**
 * A horizontal navigation bar: links, and menu buttons (WAI-ARIA menus) for entries with sub-entries.
 * The whole bar is one `nav` landmark; each menu works with the keyboard as `MenuButton` describes.
 */
export function NavBar({ label, items, linkAs, currentHref }: NavBarProps) {
  return (
    <Nav aria-label={label}>
      <List>
        {items.map((entry) => (
          <li key={entry.id ?? entry.label}>
            {entry.items ? (
              <MenuButton label={entry.label} items={entry.items} linkAs={linkAs} currentHref={currentHref} />
            ) : entry.href !== undefined ? (
              <TopLink as={linkAs} href={entry.href} aria-current={currentHref === entry.href ? 'page' : undefined}>
                {entry.label}
              </TopLink>
            ) : (
              <TopStatic>{entry.label}</TopStatic>
            )}
          </li>
        ))}
      </List>
    </Nav>
  );
}
