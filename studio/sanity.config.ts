/**
 * The blog's Studio. Editors sign in with the Sanity account they were invited with; what they
 * publish reaches the site through the webhook described in the README ("Publishing the blog").
 */
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { schemaTypes } from './schema-types';
import { structure } from './structure';

const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'missing-project-id';
/** Where the public site lives: the Studio's "Open preview" links to the post's page there. */
const siteUrl = (process.env.SANITY_STUDIO_SITE_URL || 'https://adomlaundry.com.gh').replace(/\/$/, '');

export default defineConfig({
  name: 'blog',
  title: 'Adom Laundry blog',
  projectId,
  // The dataset and API version gatsby-source-sanity reads (gatsby-config.ts).
  dataset: 'production',
  plugins: [structureTool({ structure })],
  schema: { types: schemaTypes },
  document: {
    productionUrl: async (previous, { document }) => {
      const slug = (document as { slug?: { current?: string } }).slug?.current;
      return document._type === 'post' && slug ? `${siteUrl}/blog/${slug}` : previous;
    },
  },
});
