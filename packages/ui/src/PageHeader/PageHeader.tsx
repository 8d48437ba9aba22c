import { forwardRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Heading } from '../Heading';
import { Link } from '../Link';

/** One step of the breadcrumb trail. */
export interface BreadcrumbItem {
  /** Visible text. */
  label: string;
  /** Address; the last item (the current page) may leave it out. */
  href?: string;
}

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's title: the one h1 of the page. */
  title: ReactNode;
  /** The trail to this page; the last item is the current page (`aria-current="page"`). */
  breadcrumbs?: readonly BreadcrumbItem[];
  /** A sentence under the title. */
  description?: ReactNode;
  /** Buttons or links for the page, e.g. "Add applicant"; they wrap under the title on narrow screens. */
  actions?: ReactNode;
  /** Component that renders breadcrumb links, e.g. a router's link adapter (default `a`). */
  linkAs?: ElementType;
}

const Root = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Crumb = styled.li`
  display: inline-flex;
  align-items: center;
  min-width: 0;
  overflow-wrap: anywhere;
  &:not(:last-child)::after {
    /* A visual separator only: the list already tells the steps apart (empty alternative text). */
    content: '/' / '';
    margin: 0 ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Current = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  flex: 1 1 18rem;
  min-width: 0;
  overflow-wrap: anywhere;
  & > h1 {
    margin: 0;
  }
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 100%;
`;

/**
 * The top of a page: an optional breadcrumb trail (a navigation landmark named "Breadcrumb"), the page's
 * h1, a description and the page's actions. Title and actions share a row on wide screens and wrap on
 * narrow ones, from 320 px up.
 */
export const PageHeader = forwardRef<HTMLElement, PageHeaderProps>(function PageHeader(
  { title, breadcrumbs, description, actions, linkAs, ...rest },
  ref,
) {
  return (
    <Root ref={ref} {...rest}>
      {breadcrumbs && breadcrumbs.length > 0 ? (
        <nav aria-label="Breadcrumb">
          <Trail>
            {breadcrumbs.map((crumb, index) => {
              const current = index === breadcrumbs.length - 1;
              return (
                <Crumb key={`${crumb.label}-${index}`}>
                  {crumb.href !== undefined ? (
                    <Link as={linkAs} href={crumb.href} aria-current={current ? 'page' : undefined}>
                      {crumb.label}
                    </Link>
                  ) : (
                    <Current aria-current={current ? 'page' : undefined}>{crumb.label}</Current>
                  )}
                </Crumb>
              );
            })}
          </Trail>
        </nav>
      ) : null}
      <Row>
        <Titles>
          <Heading level={1}>{title}</Heading>
          {description !== undefined && description !== null ? <Description>{description}</Description> : null}
        </Titles>
        {actions ? <Actions>{actions}</Actions> : null}
      </Row>
    </Root>
  );
});
