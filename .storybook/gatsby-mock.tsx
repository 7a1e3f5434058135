/**
 * Stories run outside Gatsby: there is no router, page loader or GraphQL layer. This stands in for
 * the 'gatsby' module (aliased in main.ts) with what components use at run time: Link renders a
 * plain anchor to its route, navigate and the static queries do nothing.
 */
import type { GatsbyLinkProps } from 'gatsby';
import * as React from 'react';
import { OPENING_HOURS } from '@laundry-accra/domain/business';

type LinkProps = GatsbyLinkProps<unknown>;

/** An anchor to the route; Gatsby's own props (active styles, state, prefetching) are dropped. */
export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    to,
    activeClassName: _activeClassName,
    activeStyle: _activeStyle,
    partiallyActive: _partiallyActive,
    getProps: _getProps,
    replace: _replace,
    state: _state,
    innerRef: _innerRef,
    children,
    ...rest
  },
  ref,
) {
  return (
    <a ref={ref} href={to} {...(rest as React.AnchorHTMLAttributes<HTMLAnchorElement>)}>
      {children}
    </a>
  );
});

/** Stories do not change page. */
export const navigate = async (_to: string | number, _options?: unknown): Promise<void> => {};

/** Stories have no page loader to warm up. */
export const prefetchPathname = (_pathname: string): void => {};

export const withPrefix = (path: string) => path;
export const withAssetPrefix = (path: string) => path;

/** The site's facts (content/site.yaml) that the one static query reads, given by main.ts. */
declare const __STORYBOOK_SITE_QUERY__: { siteYaml: object };

/** The query's answer as the build gives it: site.yaml with the branches' opening hours (gatsby-node.ts). */
const SITE_QUERY = { ...__STORYBOOK_SITE_QUERY__, siteYaml: { ...__STORYBOOK_SITE_QUERY__.siteYaml, hours: OPENING_HOURS } };

/** GraphQL runs at build time in Gatsby; a page's story passes its data as props instead. */
export const graphql = () => undefined;
export const useStaticQuery = <T,>(): T => SITE_QUERY as T;
export const StaticQuery = ({ render }: { render?: (data: unknown) => React.ReactNode }) => (
  <>{render?.(SITE_QUERY)}</>
);

/** Slices and scripts render their children's place: nothing in a story. */
export const Slice = () => null;
export const Script = () => null;
