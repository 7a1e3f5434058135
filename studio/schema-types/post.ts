import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { altField } from './image-fields';
import { LIMITS } from './limits';

/** What a slug may be: lowercase words joined by hyphens, so /blog/<slug> is a clean address. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A blog post, exactly what the site's blog list and post page show. Every field the site needs to
 * draw a post is required, so Publish stays disabled until the post can be shown.
 */
export const post = defineType({
  name: 'post',
  title: 'Post',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().min(10).max(LIMITS.titleMax),
    }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      description: 'The end of the post’s address: /blog/<slug>. Press Generate to make it from the title.',
      // The default isUnique check refuses a slug another post already has.
      options: { source: 'title', maxLength: LIMITS.slugMax },
      validation: (rule) =>
        rule.required().custom((slug) => {
          if (!slug?.current) return true;
          return SLUG_PATTERN.test(slug.current) || 'Use lowercase letters, digits and hyphens only (e.g. caring-for-kente).';
        }),
    }),
    defineField({
      name: 'excerpt',
      title: 'Excerpt',
      type: 'text',
      rows: 3,
      description: `One or two sentences about the post: its description in search results and link previews (${LIMITS.excerptMin} to ${LIMITS.excerptMax} characters).`,
      validation: (rule) => rule.required().min(LIMITS.excerptMin).max(LIMITS.excerptMax),
    }),
    defineField({
      name: 'mainImage',
      title: 'Main image',
      type: 'image',
      options: { hotspot: true },
      fields: [altField],
      validation: (rule) => rule.required().assetRequired(),
    }),
    defineField({
      name: 'body',
      title: 'Body',
      type: 'blockContent',
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Published at',
      type: 'datetime',
      initialValue: () => new Date().toISOString(),
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'author',
      title: 'Author',
      type: 'reference',
      to: [{ type: 'author' }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'categories',
      title: 'Categories',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'category' }] })],
      validation: (rule) => rule.unique().max(4),
    }),
    defineField({ name: 'seo', title: 'Search and sharing', type: 'seo' }),
  ],
  orderings: [{ title: 'Newest first', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: {
    select: { title: 'title', author: 'author.name', media: 'mainImage', publishedAt: 'publishedAt' },
    prepare: ({ title, author, media, publishedAt }) => ({
      title,
      media,
      subtitle: [author, publishedAt ? new Date(publishedAt).toLocaleDateString('en-GB') : 'not dated'].filter(Boolean).join(' · '),
    }),
  },
});
