import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ComponentPropsWithRef,
  type ElementType,
  type ForwardedRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import styled from 'styled-components';

interface LinkOwnProps<C extends ElementType> {
  /**
   * Element or component to render (default `a`). Pass a router's link component (for example
   * react-router's `Link` with its `to` prop) or `"button"` for an action that looks like a link.
   */
  as?: C;
  children?: ReactNode;
}

export type LinkProps<C extends ElementType = 'a'> = LinkOwnProps<C> &
  Omit<ComponentPropsWithoutRef<C>, keyof LinkOwnProps<C>> & { ref?: ComponentPropsWithRef<C>['ref'] };

const StyledLink = styled.a`
  /* Resets so that as="button" looks like the anchor. */
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  text-align: inherit;
  cursor: pointer;

  color: ${({ theme }) => theme.colors.link};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  border-radius: ${({ theme }) => theme.radii.sm};

  &:hover {
    color: ${({ theme }) => theme.colors.linkHover};
    text-decoration-thickness: 2px;
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.disabledText};
  }
`;

function LinkRender({ as, ...rest }: LinkProps<ElementType>, ref: ForwardedRef<Element>) {
  return <StyledLink as={as} ref={ref} {...rest} />;
}

/**
 * A styled link, underlined so it is not told apart by colour alone. Polymorphic through `as`, so the
 * portal can hand it react-router's Link without this package depending on a router.
 */
export const Link = forwardRef(LinkRender) as (<C extends ElementType = 'a'>(
  props: LinkProps<C>,
) => ReactElement | null) & {
  displayName?: string;
};
