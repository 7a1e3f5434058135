import { defineArrayMember, defineType } from '@sanity/types';
import { altField, captionField } from './image-fields';
import { LINK_SCHEMES } from './limits';

/**
 * A post's body: paragraphs, two levels of heading, quotes, bulleted and numbered lists, bold,
 * italic and links, and pictures with alt text and a caption. Nothing else: no embeds, no HTML and
 * no code blocks, so everything an editor can write is something the site's template renders.
 */
export const blockContent = defineType({
  name: 'blockContent',
  title: 'Body',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Normal', value: 'normal' },
        { title: 'Heading', value: 'h2' },
        { title: 'Subheading', value: 'h3' },
        { title: 'Quote', value: 'blockquote' },
      ],
      lists: [
        { title: 'Bullets', value: 'bullet' },
        { title: 'Numbers', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Bold', value: 'strong' },
          { title: 'Italic', value: 'em' },
        ],
        annotations: [
          {
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [
              {
                name: 'href',
                title: 'Address',
                type: 'url',
                description: 'A web address (https://…), mailto:, tel:, or a page of this site such as /pricing.',
                validation: (rule) => rule.required().uri({ scheme: LINK_SCHEMES, allowRelative: true }),
              },
            ],
          },
        ],
      },
    }),
    defineArrayMember({
      type: 'image',
      title: 'Picture',
      options: { hotspot: true },
      fields: [altField, captionField],
    }),
  ],
});
