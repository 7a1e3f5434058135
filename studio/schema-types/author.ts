import { defineField, defineType } from '@sanity/types';
import { altField } from './image-fields';
import { LIMITS } from './limits';

/** Who wrote a post: the name shown in the byline, a picture and a short bio. */
export const author = defineType({
  name: 'author',
  title: 'Author',
  type: 'document',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      options: { source: 'name', maxLength: LIMITS.slugMax },
    }),
    defineField({ name: 'image', title: 'Picture', type: 'image', options: { hotspot: true }, fields: [altField] }),
    defineField({ name: 'bio', title: 'Bio', type: 'text', rows: 3, validation: (rule) => rule.max(LIMITS.bioMax) }),
  ],
  preview: { select: { title: 'name', media: 'image' } },
});
