import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import SignaturePadLibrary from 'signature_pad';
import styled from 'styled-components';

export interface SignaturePadProps {
  /** The label (default "Draw your signature (optional)"). */
  label?: ReactNode;
  /** Help under the label (default: says the drawing is optional and the typed name is the signature). */
  hint?: ReactNode;
  /** A drawing to show at first, as a PNG data URL (read on mount). */
  value?: string | null;
  /** Called after each stroke with the drawing as a PNG data URL, and with null once it is cleared. */
  onChange?: (png: string | null) => void;
  /** No drawing, no clearing. */
  disabled?: boolean;
  /** Error message (e.g. the drawing is too large); shown while `showError` is true. */
  error?: ReactNode;
  showError?: boolean;
  /** Id of the drawing area (the canvas); the default is generated. */
  id?: string;
}

export const SIGNATURE_PAD_DEFAULT_HINT =
  'Optional. Draw with your finger, a pen or the mouse. Your typed name is your signature; the drawing is only added to it, so you can skip this.';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Label = styled.span<{ $disabled: boolean }>`
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ErrorMessage = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Surface = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  position: relative;
  width: 100%;
  height: 10rem;
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $disabled }) => ($disabled ? theme.colors.disabledSurface : theme.colors.background)};
  overflow: hidden;
`;

const Canvas = styled.canvas`
  display: block;
  width: 100%;
  height: 100%;
  touch-action: none;
  cursor: crosshair;
`;

/** The line to sign on, as on paper. */
const Baseline = styled.div`
  position: absolute;
  left: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[4]};
  bottom: 2.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  pointer-events: none;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Status = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ClearButton = styled.button`
  min-height: ${({ theme }) => theme.controlHeight.md};
  min-width: 5rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surface};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.disabledText};
  }
`;

/**
 * A drawn signature (the `signature_pad` library on a canvas): pointer, touch or pen. It is an optional
 * addition to the typed name, never the only way to sign, so a keyboard or screen-reader user is never
 * blocked (the default hint says so). The canvas follows its container's width and the screen's pixel
 * ratio, and keeps the drawing when resized. `onChange` gets a PNG data URL after each stroke, null after
 * Clear.
 */
export function SignaturePad({
  label = 'Draw your signature (optional)',
  hint = SIGNATURE_PAD_DEFAULT_HINT,
  value,
  onChange,
  disabled = false,
  error,
  showError = true,
  id,
}: SignaturePadProps) {
  const generatedId = useId();
  const canvasId = id ?? `${generatedId}canvas`;
  const labelId = `${canvasId}-label`;
  const hintId = `${canvasId}-hint`;
  const errorId = `${canvasId}-error`;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLibrary | null>(null);
  const onChangeRef = useRef(onChange);
  const initialRef = useRef(value ?? null);
  const [empty, setEmpty] = useState(!value);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const pad = new SignaturePadLibrary(canvas, { penColor: 'rgb(17, 24, 39)' });
    padRef.current = pad;
    let lastWidth = 0;
    const resize = () => {
      const width = canvas.offsetWidth;
      const height = canvas.offsetHeight;
      if (width === 0 || width === lastWidth) return;
      lastWidth = width;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = pad.toData();
      canvas.width = width * ratio;
      canvas.height = height * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (strokes.length > 0) pad.fromData(strokes);
      else if (initialRef.current) void pad.fromDataURL(initialRef.current, { ratio, width, height });
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    const endStroke = () => {
      initialRef.current = null;
      const drawn = !pad.isEmpty();
      setEmpty(!drawn);
      onChangeRef.current?.(drawn ? pad.toDataURL('image/png') : null);
    };
    pad.addEventListener('endStroke', endStroke);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', endStroke);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  const clear = () => {
    padRef.current?.clear();
    initialRef.current = null;
    setEmpty(true);
    onChangeRef.current?.(null);
  };

  const errorShown = showError && error !== undefined && error !== null && error !== '' && error !== false;
  const describedBy = [hint ? hintId : undefined, errorShown ? errorId : undefined].filter(Boolean).join(' ');

  return (
    <Wrapper role="group" aria-labelledby={labelId} aria-describedby={describedBy || undefined}>
      <Label id={labelId} $disabled={disabled}>
        {label}
      </Label>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      <Surface $invalid={errorShown} $disabled={disabled}>
        <Baseline aria-hidden="true" />
        <Canvas
          ref={canvasRef}
          id={canvasId}
          role="img"
          aria-label={empty ? 'Signature drawing: empty' : 'Signature drawing: drawn'}
          data-empty={empty || undefined}
        />
      </Surface>
      <Row>
        <Status aria-live="polite">{empty ? 'Nothing drawn' : 'Drawn'}</Status>
        <ClearButton type="button" onClick={clear} disabled={disabled || empty}>
          Clear
        </ClearButton>
      </Row>
      {errorShown ? <ErrorMessage id={errorId}>{error}</ErrorMessage> : null}
    </Wrapper>
  );
}
