import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export type RouterLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** Where it goes, as the ui's navigation components pass it (`linkAs`) … */
  href?: string;
  /** … or as react-router names it. */
  to?: string;
  replace?: boolean;
};

/**
 * A link that navigates inside the portal: an `<a>` with the router's href and click handling (a plain click
 * navigates without a reload; modified clicks, other targets and downloads stay the browser's). It is what
 * react-router's `Link` does, without the framework-mode prefetching `Link` always carries (1.8 KB gzip of the
 * first load that nothing here uses): every link of the portal is this one, so none of that reaches the login
 * route (bench/bundle-size.mjs). Use it as `<Link as={RouterLink} to="…">` or hand it to `linkAs`.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { href, to, replace, target, onClick, children, ...rest },
  ref,
) {
  const destination = to ?? href ?? '';
  const resolved = useHref(destination);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(destination, { replace, target });
  return (
    <a
      ref={ref}
      href={resolved}
      target={target}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    >
      {children}
    </a>
  );
});
