import { defineField, defineType } from '@sanity/types';
import { LIMITS } from './limits';

/** How a post shows in search results and link previews; the title and excerpt stand in when empty. */
export const seo = defineType({
  name: 'seo',
  title: 'Search and sharing',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'title',
      title: 'SEO title',
      type: 'string',
      description: `Shown as the headline in search results (up to ${LIMITS.seoTitleMax} characters). Leave empty to use the post's title.`,
      validation: (rule) => rule.max(LIMITS.seoTitleMax),
    }),
    defineField({
      name: 'description',
      title: 'SEO description',
      type: 'text',
      rows: 3,
      description: `Shown under the headline in search results (up to ${LIMITS.seoDescriptionMax} characters). Leave empty to use the excerpt.`,
      validation: (rule) => rule.max(LIMITS.seoDescriptionMax),
    }),
  ],
});
