import {
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { Heading } from '../Heading';
import { getTabbables } from '../internal/focusable';
import { useScrollLock } from '../internal/useScrollLock';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called on Escape, on the close button and on an overlay click (unless turned off). */
  onClose: () => void;
  /** Title; names the dialog (`aria-labelledby`). */
  title: ReactNode;
  /** Optional text under the title; describes the dialog (`aria-describedby`). */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, e.g. Cancel and Confirm. */
  footer?: ReactNode;
  /** Close when the dimmed backdrop is clicked (default true). */
  closeOnOverlayClick?: boolean;
  /** Element to focus when the dialog opens (default: the first focusable element of the body or footer). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  size?: DialogSize;
}

const widths: Record<DialogSize, string> = { sm: '24rem', md: '32rem', lg: '48rem' };

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.overlay};
`;

const stickyActions = css`
  position: sticky;
  bottom: calc(-1 * ${({ theme }) => theme.space[5]});
  z-index: 1;
  margin-right: calc(-1 * ${({ theme }) => theme.space[5]});
  margin-left: calc(-1 * ${({ theme }) => theme.space[5]});
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]} ${theme.space[5]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Panel = styled.div<{ $size: DialogSize }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  width: min(100%, ${({ $size }) => widths[$size]});
  max-height: calc(100vh - 2rem);
  max-height: calc(100dvh - 2rem);
  overflow: auto;
  /* A field focused by Tab scrolls into view above the sticky actions, not behind them. */
  scroll-padding-bottom: 6rem;
  /* A form shown in the dialog keeps its own action row (marked data-form-actions) in view the same way. */
  form [data-form-actions] {
    ${stickyActions}
  }
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CloseButton = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.controlHeight.sm};
  height: ${({ theme }) => theme.controlHeight.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * The actions stick to the bottom of the panel while its content scrolls, so Submit, Schedule or Send are
 * on screen at every window height. It covers the panel's bottom padding (the negative offset and margins)
 * and draws a rule above itself where the content scrolls under it.
 */

const Footer = styled.div`
  ${stickyActions}
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: calc(-1 * ${({ theme }) => theme.space[5]});
`;

/**
 * A modal dialog rendered in a portal: focus moves in on open, Tab and Shift+Tab stay inside, Escape
 * and the close button call onClose, focus returns to the opener on close, the page behind does not scroll.
 */
export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
  onClose,
  title,
  description,
  children,
  footer,
  closeOnOverlayClick = true,
  initialFocusRef,
  size = 'md',
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const pressStartedOnOverlay = useRef(false);

  useScrollLock(true);

  // Move focus in on open; give it back to whatever had it (the opener) on close.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const content = contentRef.current;
    const target = initialFocusRef?.current ?? (content ? getTabbables(content)[0] : undefined) ?? panelRef.current;
    target?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
    // Runs once per opening: a new initialFocusRef while open must not steal focus again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const tabbables = getTabbables(panelRef.current);
    const first = tabbables[0];
    const last = tabbables[tabbables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onOverlayMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnOverlay.current = event.target === event.currentTarget;
  };
  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    // A press that started inside the panel (e.g. selecting text) and ended outside must not close it.
    if (closeOnOverlayClick && pressStartedOnOverlay.current && event.target === event.currentTarget) onClose();
    pressStartedOnOverlay.current = false;
  };

  return (
    // The overlay click is a pointer convenience; Escape and the close button are the keyboard paths.
    <Overlay onMouseDown={onOverlayMouseDown} onClick={onOverlayClick}>
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $size={size}
        onKeyDown={onKeyDown}
      >
        <Header>
          <div>
            <Heading id={titleId} level={2} size="md">
              {title}
            </Heading>
            {description ? <Description id={descriptionId}>{description}</Description> : null}
          </div>
          <CloseButton type="button" aria-label="Close dialog" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Header>
        <Content ref={contentRef}>
          {children}
          {footer ? <Footer>{footer}</Footer> : null}
        </Content>
      </Panel>
    </Overlay>
  );
}
