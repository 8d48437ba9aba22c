import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { MOBILE_BREAKPOINT_PX } from '../theme';

export interface AppShellProps {
  /** Product name or logo at the start of the header. */
  brand: ReactNode;
  /** Header navigation (e.g. a NavBar); shown on windows wider than 768 px only. */
  navigation?: ReactNode;
  /** End of the header (e.g. the user menu); always shown. */
  actions?: ReactNode;
  /** Content of the side menu (e.g. a SideNav). */
  sideNav: ReactNode;
  /**
   * Whether the side menu is a column beside the content on windows wider than 768 px (default true).
   * When false it exists on small windows only, where it holds what the header navigation holds.
   */
  sideNavOnDesktop?: boolean;
  /** Visible text of the button that toggles the side menu (default "Menu"). */
  menuButtonLabel?: string;
  /** Controlled `toggled` state: whether the side menu is open on a small window. */
  toggled?: boolean;
  /** Called whenever the shell wants to change `toggled`. */
  onToggledChange?: (toggled: boolean) => void;
  /** Page content, rendered in the `main` landmark. */
  children?: ReactNode;
}

const HEADER_HEIGHT = '3.75rem';

/*
 * The header is sticky: whatever the page scrolls to (a focused control, a skip-link target, a #fragment)
 * must land below it, not under it (WCAG 2.2 focus not obscured, 2.4.11).
 */
const ScrollBelowHeader = createGlobalStyle`
  html {
    scroll-padding-top: calc(${HEADER_HEIGHT} + ${({ theme }) => theme.space[2]});
  }
`;

const SkipLink = styled.a`
  position: absolute;
  top: -10rem;
  left: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  &:focus {
    top: ${({ theme }) => theme.space[2]};
  }
`;

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${HEADER_HEIGHT};
  padding: 0 ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Toggle = styled.button`
  display: none;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.controlHeight.md};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  ${({ theme }) => theme.media.mobile} {
    display: inline-flex;
  }
`;

// On a narrow header the brand gives way first (cut with an ellipsis down to nothing); the actions keep
// their full width up to 60 % of the header, past which the user menu's button cuts its text the same way
// (keeping its full accessible name): nothing overflows from 320 px up.
const Brand = styled.div`
  flex: 0 1000 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const HeaderNavigation = styled.div`
  flex: 1;
  min-width: 0;
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Actions = styled.div`
  flex: 0 0 auto;
  max-width: 60%;
  min-width: 0;
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Body = styled.div`
  display: flex;
  min-height: calc(100vh - ${HEADER_HEIGHT});
`;

const Side = styled.div<{ $toggled: boolean; $onDesktop: boolean }>`
  flex: none;
  width: 16rem;
  border-right: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  ${({ theme }) => theme.media.desktop} {
    display: ${({ $onDesktop }) => ($onDesktop ? 'block' : 'none')};
  }
  ${({ theme }) => theme.media.mobile} {
    display: ${({ $toggled }) => ($toggled ? 'block' : 'none')};
    position: fixed;
    top: ${HEADER_HEIGHT};
    bottom: 0;
    left: 0;
    z-index: ${({ theme }) => theme.zIndices.sideMenu};
    width: min(18rem, 85vw);
    overflow-y: auto;
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`;

const Backdrop = styled.div<{ $toggled: boolean }>`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: ${({ $toggled }) => ($toggled ? 'block' : 'none')};
    position: fixed;
    inset: ${HEADER_HEIGHT} 0 0 0;
    z-index: ${({ theme }) => theme.zIndices.sideMenu - 1};
    background: ${({ theme }) => theme.colors.overlay};
  }
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space[5]};
  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

const Icon = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
`;

/** True when the window is wider than the mobile breakpoint (768 px). */
function isDesktopWidth(): boolean {
  return typeof window !== 'undefined' && window.innerWidth > MOBILE_BREAKPOINT_PX;
}

/**
 * The page frame: a header (brand, navigation, actions), a side menu and the main content. On windows
 * up to 768 px wide the side menu is a drawer opened by the header's menu button (the `toggled` state);
 * the state goes back to closed as soon as the window is wider than 768 px, on Escape (in the menu or
 * on its button), on a click outside, when focus moves on into the content and when a link in the menu
 * is followed. A skip link leads past the header to the content.
 */
export function AppShell({
  brand,
  navigation,
  actions,
  sideNav,
  sideNavOnDesktop = true,
  menuButtonLabel = 'Menu',
  toggled: controlled,
  onToggledChange,
  children,
}: AppShellProps) {
  const [uncontrolled, setUncontrolled] = useState(false);
  const toggled = controlled ?? uncontrolled;
  const id = useId();
  const sideId = `${id}side`;
  const mainId = `${id}main`;
  const toggleRef = useRef<HTMLButtonElement>(null);

  const setToggled = useCallback(
    (next: boolean) => {
      if (controlled === undefined) setUncontrolled(next);
      onToggledChange?.(next);
    },
    [controlled, onToggledChange],
  );

  // SPEC §2/§9: the toggle closes when the window is wider than 768 px.
  useEffect(() => {
    if (!toggled) return undefined;
    const closeOnWideWindow = () => {
      if (isDesktopWidth()) setToggled(false);
    };
    closeOnWideWindow();
    window.addEventListener('resize', closeOnWideWindow);
    return () => window.removeEventListener('resize', closeOnWideWindow);
  }, [toggled, setToggled]);

  const onSideKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && toggled && !isDesktopWidth()) {
      event.stopPropagation();
      setToggled(false);
      toggleRef.current?.focus();
    }
  };

  // Focus entering the content closes the drawer: on a small window the drawer and backdrop cover it.
  const onMainFocus = () => {
    if (toggled && !isDesktopWidth()) setToggled(false);
  };

  const onToggleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape' && toggled) {
      event.preventDefault();
      setToggled(false);
    }
  };

  const onSideClick = (event: MouseEvent<HTMLDivElement>) => {
    // Following a link in the drawer closes it.
    if (toggled && event.target instanceof Element && event.target.closest('a[href]')) setToggled(false);
  };

  return (
    <>
      <ScrollBelowHeader />
      <SkipLink href={`#${mainId}`}>Skip to main content</SkipLink>
      <Header>
        <Toggle
          ref={toggleRef}
          type="button"
          aria-expanded={toggled}
          aria-controls={sideId}
          onClick={() => setToggled(!toggled)}
          onKeyDown={onToggleKeyDown}
        >
          <Icon aria-hidden="true">{toggled ? '✕' : '☰'}</Icon>
          {menuButtonLabel}
        </Toggle>
        <Brand>{brand}</Brand>
        {navigation ? <HeaderNavigation>{navigation}</HeaderNavigation> : null}
        {actions ? <Actions>{actions}</Actions> : null}
      </Header>
      <Body>
        {/* The backdrop is a pointer convenience; Escape and the menu button close the drawer by keyboard. */}
        <Backdrop $toggled={toggled} aria-hidden="true" onClick={() => setToggled(false)} />
        {/* Clicks are delegated from the links inside (they close the drawer); keys from its controls. */}
        <Side
          id={sideId}
          data-toggled={toggled}
          $toggled={toggled}
          $onDesktop={sideNavOnDesktop}
          onKeyDown={onSideKeyDown}
          onClick={onSideClick}
        >
          {sideNav}
        </Side>
        <Main id={mainId} tabIndex={-1} onFocus={onMainFocus}>
          {children}
        </Main>
      </Body>
    </>
  );
}
