import { author } from './author';
import { blockContent } from './block-content';
import { category } from './category';
import { post } from './post';
import { seo } from './seo';

/** Every type of the blog's dataset. */
export const schemaTypes = [post, author, category, blockContent, seo];
