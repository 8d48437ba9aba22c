import type { HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

/** The rules that hide an element from sight but not from screen readers (package-internal; not exported). */
export const visuallyHiddenStyles = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

const Hidden = styled.span`
  ${visuallyHiddenStyles}
`;

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Content read by screen readers but not shown. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <Hidden {...props} />;
}
