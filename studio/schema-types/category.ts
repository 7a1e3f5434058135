import { defineField, defineType } from '@sanity/types';

/** A topic posts are filed under (shown as a label at the end of a post). */
export const category = defineType({
  name: 'category',
  title: 'Category',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(40) }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 2 }),
  ],
});
