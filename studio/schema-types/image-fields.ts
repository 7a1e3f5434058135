import { defineField } from '@sanity/types';
import { LIMITS } from './limits';

/** Alt text: required, because the site puts every picture in an <img> that a screen reader reads. */
export const altField = defineField({
  name: 'alt',
  title: 'Alternative text',
  type: 'string',
  description: 'What the picture shows, for people who cannot see it (read aloud by screen readers).',
  validation: (rule) => rule.required().min(5).max(LIMITS.altMax),
});

/** A caption shown under a picture in a post's body. */
export const captionField = defineField({
  name: 'caption',
  title: 'Caption',
  type: 'string',
  validation: (rule) => rule.max(LIMITS.captionMax),
});
