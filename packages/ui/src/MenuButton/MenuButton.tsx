import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ElementType,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled, { css } from 'styled-components';
import { Badge } from '../Badge';
import { VisuallyHidden } from '../VisuallyHidden';
import { menuTriggerStyles } from '../internal/menuTriggerStyles';

/**
 * One entry of a menu or navigation: a link (`href`), an action (`onSelect`), a group of entries
 * (`items`, one level) or, with none of these, a plain entry that is not a link.
 */
export interface MenuEntry {
  /** Visible text; also the entry's accessible name. */
  label: string;
  /** Makes the entry a link to this address (rendered with the `linkAs` component). */
  href?: string;
  /** Makes the entry an action (a button). */
  onSelect?: () => void;
  /** Makes the entry a labelled group of entries. */
  items?: readonly MenuEntry[];
  /** React key when labels repeat (default: the label). */
  id?: string;
  /** Short text shown as a badge after the label, e.g. a count ("5"). */
  badge?: string;
  /**
   * What screen readers hear instead of the badge, following the label, e.g. ", 5 applicants" (the entry is
   * then named "New Lead, 5 applicants"). Default: the badge's text.
   */
  badgeLabel?: string;
}

export interface MenuButtonProps {
  /** Content of the button that opens the menu. */
  label: ReactNode;
  /** Accessible name of the button when `label` is not plain text. */
  buttonLabel?: string;
  items: readonly MenuEntry[];
  /**
   * Component that renders link entries; it receives `href`. Pass an adapter around a router's link
   * (default `a`).
   */
  linkAs?: ElementType;
  /** Side of the button the menu lines up with (default `start`). */
  align?: 'start' | 'end';
  /** Address of the current page: a link entry to it is marked `aria-current="page"`. */
  currentHref?: string;
}

const Root = styled.div`
  position: relative;
  display: inline-block;
  min-width: 0;
  max-width: 100%;
  vertical-align: middle;
`;

const Trigger = styled.button`
  ${menuTriggerStyles}
  max-width: 100%;
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** The button's text: cut with an ellipsis when the header is narrow (the accessible name stays whole). */
const TriggerLabel = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Caret = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const List = styled.ul<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[1]});
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: 14rem;
  max-height: calc(100vh - 6rem);
  overflow: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.md};
  &[hidden] {
    display: none;
  }
`;

const GroupList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const GroupLabel = styled.span`
  display: block;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]} ${theme.space[1]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const itemStyles = css<{ $nested?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  padding: ${({ theme, $nested }) => `${theme.space[2]} ${theme.space[3]} ${theme.space[2]} ${$nested ? theme.space[5] : theme.space[3]}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.surface};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  &[aria-current='page'] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const ItemLink = styled.a<{ $nested?: boolean }>`
  ${itemStyles}
`;

const ItemButton = styled.button<{ $nested?: boolean }>`
  ${itemStyles}
`;

const ItemStatic = styled.span<{ $nested?: boolean }>`
  ${itemStyles}
  cursor: default;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** An entry's badge: shown as is, heard as its `badgeLabel`. */
export function EntryBadge({ entry }: { entry: MenuEntry }) {
  if (entry.badge === undefined) return null;
  if (entry.badgeLabel === undefined) return <Badge>{entry.badge}</Badge>;
  return (
    <>
      <Badge aria-hidden="true">{entry.badge}</Badge>
      <VisuallyHidden>{entry.badgeLabel}</VisuallyHidden>
    </>
  );
}

type FocusTarget = 'first' | 'last';

function menuItems(list: HTMLElement | null): HTMLElement[] {
  return list ? Array.from(list.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}

/**
 * A WAI-ARIA menu button: Enter, Space or ArrowDown opens the menu on its first entry (ArrowUp on the
 * last); ArrowUp/ArrowDown/Home/End move between entries, a typed letter to the next entry starting
 * with it; Escape closes it and returns focus to the button; Tab, a click outside or choosing an entry closes it. Entries are links, actions, groups, or
 * plain entries that are not links (announced as unavailable).
 */
export function MenuButton({ label, buttonLabel, items, linkAs, align = 'start', currentHref }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const buttonId = `${id}button`;
  const menuId = `${id}menu`;

  const openMenu = (target: FocusTarget) => {
    setFocusTarget(target);
    setOpen(true);
  };
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // Moves focus into the menu when it opens.
  useEffect(() => {
    if (!open) return;
    const entries = menuItems(listRef.current);
    (focusTarget === 'first' ? entries[0] : entries[entries.length - 1])?.focus();
  }, [open, focusTarget]);

  // A press outside closes the menu.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = menuItems(listRef.current);
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => entries[(next + entries.length) % entries.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index < 0 ? -1 : index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(-1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      case ' ': {
        // Space activates links too (Enter already does natively).
        const active = entries[index];
        if (active?.tagName === 'A') {
          event.preventDefault();
          active.click();
        }
        break;
      }
      default: {
        // Type-ahead: a printable character moves to the next entry that starts with it.
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) break;
        const char = event.key.toLocaleLowerCase();
        const order = entries.map((_, offset) => (index + 1 + offset) % entries.length);
        const next = order.find((at) => entries[at]?.textContent?.trim().toLocaleLowerCase().startsWith(char));
        if (next !== undefined) {
          event.preventDefault();
          focusAt(next);
        }
        break;
      }
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  /** `path`: the entry's position in the tree ("2", "2-1"), unique at any depth, so each group id is too. */
  const renderEntry = (entry: MenuEntry, nested: boolean, path: string): ReactNode => {
    const key = entry.id ?? entry.label;
    if (entry.items) {
      const groupId = `${id}group${path}`;
      return (
        <li key={key} role="none">
          <GroupLabel id={groupId}>{entry.label}</GroupLabel>
          <GroupList role="group" aria-labelledby={groupId}>
            {entry.items.map((child, childIndex) => renderEntry(child, true, `${path}-${childIndex}`))}
          </GroupList>
        </li>
      );
    }
    let item: ReactNode;
    if (entry.href !== undefined) {
      item = (
        <ItemLink
          as={linkAs}
          href={entry.href}
          role="menuitem"
          tabIndex={-1}
          $nested={nested}
          aria-current={currentHref === entry.href ? 'page' : undefined}
          onClick={() => close(false)}
        >
          {entry.label}
          <EntryBadge entry={entry} />
        </ItemLink>
      );
    } else if (entry.onSelect) {
      const onSelect = entry.onSelect;
      item = (
        <ItemButton
          type="button"
          role="menuitem"
          tabIndex={-1}
          $nested={nested}
          onClick={() => {
            close(true);
            onSelect();
          }}
        >
          {entry.label}
        </ItemButton>
      );
    } else {
      item = (
        <ItemStatic role="menuitem" tabIndex={-1} aria-disabled="true" $nested={nested}>
          {entry.label}
        </ItemStatic>
      );
    }
    return (
      <li key={key} role="none">
        {item}
      </li>
    );
  };

  return (
    <Root ref={rootRef} onBlur={onBlur}>
      <Trigger
        ref={buttonRef}
        type="button"
        id={buttonId}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={buttonLabel}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <TriggerLabel>{label}</TriggerLabel>
        <Caret aria-hidden="true">▾</Caret>
      </Trigger>
      <List
        ref={listRef}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        hidden={!open}
        $align={align}
        onKeyDown={onMenuKeyDown}
      >
        {items.map((entry, index) => renderEntry(entry, false, String(index)))}
      </List>
    </Root>
  );
}
