import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { toneColors } from '../internal/tones';
import { useHydrated } from '../internal/useHydrated';
import type { ColorRole } from '../theme';

export type ToastTone = 'error' | 'success' | 'info';

export interface ToastOptions {
  /** Default `error`: SPEC §8, all toasts are errors unless noted. */
  tone?: ToastTone;
  /** Optional bold first line. */
  title?: ReactNode;
  /** Milliseconds before it goes away by itself (default: the provider's). 0 or Infinity: stays until dismissed. */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast; an error unless `options.tone` says otherwise. Returns its id. */
  show: (message: ReactNode, options?: ToastOptions) => string;
  error: (message: ReactNode, options?: Omit<ToastOptions, 'tone'>) => string;
  success: (message: ReactNode, options?: Omit<ToastOptions, 'tone'>) => string;
  info: (message: ReactNode, options?: Omit<ToastOptions, 'tone'>) => string;
  /** Removes one toast, or every toast when called without an id. */
  dismiss: (id?: string) => void;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** Default time on screen in milliseconds (5000). Tests pass a short one. */
  duration?: number;
}

interface ToastRecord {
  id: string;
  tone: ToastTone;
  title?: ReactNode;
  message: ReactNode;
  duration: number;
}

const DEFAULT_DURATION_MS = 5000;

const ToastContext = createContext<ToastApi | null>(null);

/** The toast functions of the nearest ToastProvider (the ui Provider includes one). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside <ToastProvider> or the @agency/ui <Provider>.');
  return api;
}

/**
 * Holds the toasts of an app and renders them in a portal: errors in an assertive live region,
 * success and info in a polite one. Both regions exist before any toast so screen readers hear each one.
 */
export function ToastProvider({ children, duration = DEFAULT_DURATION_MS }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id?: string) => {
    setToasts((list) => (id === undefined ? [] : list.filter((toast) => toast.id !== id)));
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show = (message: ReactNode, options: ToastOptions = {}) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      const record: ToastRecord = {
        id,
        message,
        tone: options.tone ?? 'error',
        title: options.title,
        duration: options.duration ?? duration,
      };
      setToasts((list) => [...list, record]);
      return id;
    };
    return {
      show,
      error: (message, options) => show(message, { ...options, tone: 'error' }),
      success: (message, options) => show(message, { ...options, tone: 'success' }),
      info: (message, options) => show(message, { ...options, tone: 'info' }),
      dismiss,
    };
  }, [duration, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

const accents: Record<ToastTone, { accent: ColorRole; surface: ColorRole; glyph: string }> = {
  error: { ...toneColors.error, glyph: '!' },
  success: { ...toneColors.success, glyph: '✓' },
  info: { ...toneColors.info, glyph: 'i' },
};

const Viewport = styled.section`
  position: fixed;
  top: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: min(24rem, calc(100vw - 2rem));
  pointer-events: none;
  ${({ theme }) => theme.media.mobile} {
    top: ${({ theme }) => theme.space[2]};
    right: ${({ theme }) => theme.space[2]};
    width: calc(100vw - 1rem);
  }
`;

const Region = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Item = styled.div<{ $tone: ToastTone }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme, $tone }) => theme.colors[accents[$tone].accent]};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[accents[$tone].surface]};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Glyph = styled.span<{ $tone: ToastTone }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 1.25rem;
  height: 1.25rem;
  border: 2px solid ${({ theme, $tone }) => theme.colors[accents[$tone].accent]};
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme, $tone }) => theme.colors[accents[$tone].accent]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Message = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Close = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 1.75rem;
  height: 1.75rem;
  /* Centred on the first line of text like the glyph, without making a one-line toast taller. */
  margin: -0.25rem -0.25rem -0.25rem 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

function ToastViewport({ toasts, onDismiss }: { toasts: ToastRecord[]; onDismiss: (id: string) => void }) {
  // Not on the server, nor while a server-rendered page hydrates (the careers site): the server has no body
  // to portal into, and the region rendered during hydration would not match its HTML.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const render = (toast: ToastRecord) => <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />;
  return createPortal(
    <Viewport aria-label="Notifications">
      <Region aria-live="assertive" aria-relevant="additions text">
        {toasts.filter((toast) => toast.tone === 'error').map(render)}
      </Region>
      <Region aria-live="polite" aria-relevant="additions text">
        {toasts.filter((toast) => toast.tone !== 'error').map(render)}
      </Region>
    </Viewport>,
    document.body,
  );
}

function ToastItem({ toast, onDismiss }: { toast: ToastRecord; onDismiss: (id: string) => void }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(toast.duration);
  const paused = hovered || focused;

  // Counts down only while neither hovered nor focused; a pause keeps the time that was left.
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current) || remaining.current <= 0) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(1, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, toast.id, onDismiss]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <Item
      $tone={toast.tone}
      data-tone={toast.tone}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Glyph $tone={toast.tone} aria-hidden="true">
        {accents[toast.tone].glyph}
      </Glyph>
      <Body>
        {toast.title ? <Title>{toast.title}</Title> : null}
        <Message>{toast.message}</Message>
      </Body>
      <Close type="button" aria-label="Dismiss notification" onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </Close>
    </Item>
  );
}
