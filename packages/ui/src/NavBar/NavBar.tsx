import { useLayoutEffect, useRef, useState, type ElementType } from 'react';
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
  /** Text of the menu that holds the entries that do not fit on the line (default "More"). */
  overflowLabel?: string;
}

const Nav = styled.nav`
  position: relative;
  min-width: 0;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A box of no size that hides the copy below without making the page any wider. */
const MeasureBox = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  width: 0;
  height: 0;
  overflow: hidden;
  visibility: hidden;
  pointer-events: none;
`;

/** An invisible copy of the bar at its natural width: what each entry needs, whatever is shown. */
const Measure = styled(List)`
  width: max-content;
  white-space: nowrap;
`;

// The copy's text is generated content (attr(data-label)): nothing in it is found as text of the page.
const MeasureEntry = styled.span<{ $menu: boolean }>`
  ${menuTriggerStyles}
  &::before {
    content: attr(data-label);
  }
  ${({ $menu, theme }) => ($menu ? `&::after { content: '▾'; font-size: ${theme.fontSizes.xs}; }` : '')}
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

/** How many entries fit in `available` px, leaving room for the overflow menu when not all of them do. */
function fittingCount(widths: number[], moreWidth: number, gap: number, available: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > available) break;
    used += gap + width;
    count += 1;
  }
  return count;
}

/**
 * A horizontal navigation bar on one line: links, and menu buttons (WAI-ARIA menus) for entries with
 * sub-entries. Entries that do not fit move, from the end, into a last menu ("More"), so the bar never
 * wraps and never overflows. The whole bar is one `nav` landmark; each menu works with the keyboard as
 * `MenuButton` describes.
 */
export function NavBar({ label, items, linkAs, currentHref, overflowLabel = 'More' }: NavBarProps) {
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const [visibleCount, setVisibleCount] = useState(items.length);

  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure) return undefined;
    const fit = () => {
      const widths = Array.from(measure.children, (child) => Math.ceil(child.getBoundingClientRect().width));
      const moreWidth = widths.pop() ?? 0;
      const gap = Number.parseFloat(getComputedStyle(measure).columnGap) || 0;
      setVisibleCount(fittingCount(widths, moreWidth, gap, nav.clientWidth));
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(fit);
    observer.observe(nav);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [items, overflowLabel]);

  const shown = items.slice(0, visibleCount);
  const overflow = items.slice(visibleCount);

  return (
    <Nav ref={navRef} aria-label={label}>
      <List>
        {shown.map((entry) => (
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
        {overflow.length > 0 ? (
          <li>
            <MenuButton label={overflowLabel} items={overflow} linkAs={linkAs} currentHref={currentHref} align="end" />
          </li>
        ) : null}
      </List>
      <MeasureBox aria-hidden="true">
        <Measure ref={measureRef}>
          {[...items, { label: overflowLabel, items: [] }].map((entry) => (
            <li key={entry.id ?? entry.label}>
              <MeasureEntry data-label={entry.label} $menu={entry.items !== undefined} />
            </li>
          ))}
        </Measure>
      </MeasureBox>
    </Nav>
  );
}
