import type { StructureResolver } from 'sanity/structure';

const DRAFTS = '_id in path("drafts.**")';

/**
 * The editor's desk: posts split into drafts (not on the site yet) and published (on the site),
 * then every post, authors and categories.
 */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Blog')
    .items([
      S.listItem()
        .title('Drafts')
        .id('drafts')
        .child(S.documentList().title('Drafts').apiVersion('2023-10-13').filter(`_type == "post" && ${DRAFTS}`)),
      S.listItem()
        .title('Published posts')
        .id('published')
        .child(
          S.documentList()
            .title('Published posts')
            .apiVersion('2023-10-13')
            .filter(`_type == "post" && !(${DRAFTS})`)
            .defaultOrdering([{ field: 'publishedAt', direction: 'desc' }]),
        ),
      S.divider(),
      S.documentTypeListItem('post').title('All posts'),
      S.documentTypeListItem('author').title('Authors'),
      S.documentTypeListItem('category').title('Categories'),
    ]);
