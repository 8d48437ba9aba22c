import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';

/** Adapter handed to the ui's navigation components (`linkAs`): they pass `href`, the router wants `to`. */
export const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>(
  function RouterLink({ href, ...rest }, ref) {
    return <Link ref={ref} to={href} {...rest} />;
  },
);
