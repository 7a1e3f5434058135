/**
 * The business's facts from content/site.yaml (phone, addresses, hours, social profiles, map
 * links): the one place they are written. Components take them as props; pages and the layout
 * read them with useSiteInfo(); prose in content/ names them with tokens (fact-text.ts).
 */
import { graphql, useStaticQuery } from 'gatsby';

/** A branch of the business. */
export interface Branch {
  name: string;
  street: string;
  locality: string;
  city: string;
  /** How the address is written on the site ('Nii Sai Rd, Accra'). */
  label: string;
  latitude: number;
  longitude: number;
  /** The branch on an external map page. */
  mapUrl: string;
}

export interface OpeningHours {
  days: string;
  time: string;
}

export interface SocialProfile {
  name: 'Twitter' | 'Facebook' | 'Instagram' | 'LinkedIn' | 'TikTok';
  url: string;
}

export interface SiteFacts {
  name: string;
  shortName: string;
  tagline: string;
  meaning: string;
  phone: string;
  phoneHref: string;
  /** The WhatsApp number as written ('+233 24 290 1234'); empty when the business has none (no button then). */
  whatsapp?: string | null;
  email: string;
  foundingYear: number;
  /** Not in site.yaml: the build writes them from the branches' week (gatsby-node.ts, domain business.ts). */
  hours: OpeningHours[];
  branches: Branch[];
  socials: SocialProfile[];
}

/** The facts with the public origin the site is built for (canonical URLs, structured data). */
export interface SiteInfo {
  facts: SiteFacts;
  siteUrl: string;
  description: string;
}

/** Reads content/site.yaml and the site metadata. */
export function useSiteInfo(): SiteInfo {
  const data = useStaticQuery<{
    siteYaml: SiteFacts;
    site: { siteMetadata: { siteUrl: string; description: string } };
  }>(graphql`
    query SiteFacts {
      siteYaml {
        name
        shortName
        tagline
        meaning
        phone
        phoneHref
        whatsapp
        email
        foundingYear
        hours {
          days
          time
        }
        branches {
          name
          street
          locality
          city
          label
          latitude
          longitude
          mapUrl
        }
        socials {
          name
          url
        }
      }
      site {
        siteMetadata {
          siteUrl
          description
        }
      }
    }
  `);
  return {
    facts: data.siteYaml,
    siteUrl: data.site.siteMetadata.siteUrl.replace(/\/+$/, ''),
    description: data.site.siteMetadata.description,
  };
}
