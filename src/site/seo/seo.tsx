import * as React from 'react';
import { colors } from '@/design-system/tokens';
import { useSiteInfo } from '@/site/site-facts';

export interface SeoProps {
  /** The page's own title; the business name is added after it. */
  title: string;
  /** One or two sentences for search results and link previews. */
  description: string;
  /** The page's path, e.g. '/pricing' (its canonical URL is built from it). */
  path: string;
  /** A picture for link previews (site path or absolute URL); the social image by default. */
  image?: string;
  /** 'article' for blog posts. */
  type?: 'website' | 'article';
  /** Anything else for the head. */
  children?: React.ReactNode;
}

const absolute = (siteUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${siteUrl}${url}`);

/** The head of a public page (Gatsby Head API): title, description, canonical URL, Open Graph, icons. */
export function Seo({ title, description, path, image = '/images/og-image.jpg', type = 'website', children }: SeoProps) {
  const { facts, siteUrl } = useSiteInfo();
  const url = path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`;
  const fullTitle = title === facts.name ? title : `${title} | ${facts.name}`;
  const imageUrl = absolute(siteUrl, image);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={facts.name} />
      <meta property="og:locale" content="en_GH" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="theme-color" content={colors.primary} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      {children}
    </>
  );
}
