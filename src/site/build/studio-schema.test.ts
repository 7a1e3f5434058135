/**
 * @jest-environment node
 *
 * The Studio's schema (studio/schema-types) against what the site reads: every field the site's
 * GraphQL queries select on a post (and through it on its author, categories, images and SEO)
 * exists in the schema with a shape that answers the selection; the Sanity GraphQL schema the
 * fixture server deploys (sanity-schema.graphql) has the same fields; the body allows only what
 * the post template draws; and the local posts in content/blog/ keep the Studio's rules. A full
 * `sanity build` takes minutes and ~900 packages, so CI checks the schema this way instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, Kind, parse, type FieldNode, type FragmentDefinitionNode, type GraphQLObjectType, type SelectionSetNode } from 'graphql';
import { LIMITS } from '@studio/schema-types/limits';
import { SLUG_PATTERN } from '@studio/schema-types/post';
import { schemaTypes } from '@studio/schema-types';
import { readContent } from '@/site/testing/content';

const ROOT = path.resolve(__dirname, '../../..');

/** A field or type as the Studio's schema declares it (the parts this test reads). */
interface Definition {
  name?: string;
  type: string;
  fields?: Definition[];
  of?: Definition[];
  to?: { type: string }[];
  options?: { hotspot?: boolean; source?: string };
  styles?: { value: string }[];
  lists?: { value: string }[];
  marks?: { decorators?: { value: string }[]; annotations?: { name: string }[] };
}

const types = new Map((schemaTypes as unknown as Definition[]).map((type) => [type.name!, type]));
const SCALARS = new Set(['string', 'text', 'datetime', 'date', 'url', 'number', 'boolean']);
const DOCUMENT_FIELDS = new Set(['id', '_id', '_type', '_createdAt', '_updatedAt', '_rev']);
/** What Sanity adds to every image: the asset (a document of its own) and, with a hotspot, the crop. */
const IMAGE_BUILT_INS = ['asset', 'hotspot', 'crop'];

/** Every GraphQL document in the site's sources (graphql`…` in src/, graphql(`…`) in gatsby-node.ts). */
function siteQueries(): string[] {
  const files: string[] = [path.join(ROOT, 'gatsby-node.ts')];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  walk(path.join(ROOT, 'src'));
  return files.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/graphql(?:<[^`]*?>)?\(?`([^`]*)`/g)].map((match) => match[1]),
  );
}

const documents = siteQueries().map((source) => parse(source));
const fragments = new Map(
  documents.flatMap((doc) => doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)).map((f) => [f.name.value, f]),
);

/** The fields a selection set asks for, with fragments spread. */
function fieldsOf(selectionSet: SelectionSetNode | undefined): FieldNode[] {
  return (selectionSet?.selections ?? []).flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.FRAGMENT_SPREAD) return fieldsOf(fragments.get(selection.name.value)!.selectionSet);
    return fieldsOf(selection.selectionSet);
  });
}

/** Every selection the site makes on a post: sanityPost, allSanityPost.nodes and fragments on SanityPost. */
function postSelections(): SelectionSetNode[] {
  const found: SelectionSetNode[] = [...fragments.values()].filter((f) => f.typeCondition.name.value === 'SanityPost').map((f) => f.selectionSet);
  const visit = (set: SelectionSetNode | undefined) => {
    for (const field of fieldsOf(set)) {
      if (field.name.value === 'sanityPost') found.push(field.selectionSet!);
      else if (field.name.value === 'allSanityPost') {
        const nodes = fieldsOf(field.selectionSet).find((f) => f.name.value === 'nodes');
        if (nodes) found.push(nodes.selectionSet!);
      } else visit(field.selectionSet);
    }
  };
  for (const doc of documents) for (const def of doc.definitions) if (def.kind === Kind.OPERATION_DEFINITION) visit(def.selectionSet);
  return found;
}

/** Problems with answering `selection` from a value of `definition` (at `where`). */
function check(definition: Definition, selection: SelectionSetNode | undefined, where: string): string[] {
  const named = types.get(definition.type);
  if (named && named !== definition) return check({ ...named, ...definition, type: named.type, fields: named.fields, of: named.of }, selection, where);
  const asked = fieldsOf(selection);
  if (definition.type === 'reference') return check(types.get(definition.to![0].type)!, selection, where);
  if (definition.type === 'array') {
    const member = definition.of?.[0];
    if (!asked.length) return [];
    return member ? check(member, selection, `${where}[]`) : [`${where} is an array without members`];
  }
  if (SCALARS.has(definition.type)) return asked.length ? [`${where} is a ${definition.type}, not an object`] : [];
  if (definition.type === 'slug') return asked.filter((f) => f.name.value !== 'current').map((f) => `${where}.${f.name.value} is not part of a slug`);
  return asked.flatMap((field) => {
    const name = field.name.value;
    const at = `${where}.${name}`;
    if (definition.type === 'document' && DOCUMENT_FIELDS.has(name)) return [];
    if (definition.type === 'image' && IMAGE_BUILT_INS.includes(name)) {
      if (name !== 'asset' && !definition.options?.hotspot) return [`${at} needs options.hotspot on the image`];
      return [];
    }
    const raw = /^_raw(.+)$/.exec(name);
    const fieldName = raw ? raw[1][0].toLowerCase() + raw[1].slice(1) : name;
    const child = definition.fields?.find((f) => f.name === fieldName);
    if (!child) return [`${at} is not in the Studio's schema`];
    return raw ? [] : check(child, field.selectionSet, at);
  });
}

describe("the Studio's schema and the site's queries", () => {
  it('finds the queries that read posts (the blog list, the post page, the pages gatsby-node makes)', () => {
    expect(postSelections().length).toBeGreaterThanOrEqual(3);
  });

  it('has every field the site selects on a post, its author, categories, images and SEO', () => {
    const problems = postSelections().flatMap((selection) => check(types.get('post')!, selection, 'post'));
    expect(problems).toEqual([]);
  });

  it('would be caught selecting a field the Studio does not have', () => {
    const selection = parse('{ sanityPost { title subtitle mainImage { caption } } }').definitions[0];
    const set = fieldsOf((selection as { selectionSet: SelectionSetNode }).selectionSet)[0].selectionSet;
    expect(check(types.get('post')!, set, 'post')).toEqual(['post.subtitle is not in the Studio\'s schema', "post.mainImage.caption is not in the Studio's schema"]);
  });

  it("matches the GraphQL schema Sanity deploys from it (the fixture server's), field for field", () => {
    const sdl = buildSchema(fs.readFileSync(path.join(__dirname, 'fixtures', 'sanity-schema.graphql'), 'utf8'));
    const fieldNames = (name: string) => Object.keys((sdl.getType(name) as GraphQLObjectType).getFields());
    const graphqlName = (field: Definition) => (field.type === 'blockContent' ? `${field.name}Raw` : field.name!);
    for (const [document, typeName] of [['post', 'Post'], ['author', 'Author'], ['category', 'Category']] as const) {
      const missing = types.get(document)!.fields!.map(graphqlName).filter((name) => !fieldNames(typeName).includes(name));
      expect({ document, missing }).toEqual({ document, missing: [] });
    }
    expect(fieldNames('Seo')).toEqual(expect.arrayContaining(types.get('seo')!.fields!.map((field) => field.name)));
    expect(fieldNames('Image')).toEqual(expect.arrayContaining(['asset', 'hotspot', 'alt']));
  });
});

describe("a post's body", () => {
  const body = types.get('blockContent')!;

  it('allows text blocks and pictures only: no embeds, HTML or code', () => {
    expect(body.of!.map((member) => member.type)).toEqual(['block', 'image']);
  });

  it('allows only the styles, lists and marks the post template draws', () => {
    const [block, image] = body.of!;
    expect(block.styles!.map((style) => style.value)).toEqual(['normal', 'h2', 'h3', 'blockquote']);
    expect(block.lists!.map((list) => list.value)).toEqual(['bullet', 'number']);
    expect(block.marks!.decorators!.map((mark) => mark.value)).toEqual(['strong', 'em']);
    expect(block.marks!.annotations!.map((mark) => mark.name)).toEqual(['link']);
    expect(image.fields!.map((field) => field.name)).toEqual(['alt', 'caption']);
    expect(image.options?.hotspot).toBe(true);
  });
});

describe('the local posts in content/blog/ keep the Studio\'s rules', () => {
  const posts = fs
    .readdirSync(path.join(ROOT, 'content', 'blog'))
    .map((file) => readContent<{ title: string; slug: string; excerpt?: string; mainImage: { alt: string } }>(`blog/${file.replace(/\.yaml$/, '')}`));

  it.each(posts.map((post) => [post.slug, post]))('%s', (_, post) => {
    expect(post.slug).toMatch(SLUG_PATTERN);
    expect(post.title.length).toBeLessThanOrEqual(LIMITS.titleMax);
    expect(post.mainImage.alt.length).toBeGreaterThanOrEqual(5);
    if (post.excerpt) expect(post.excerpt.length).toBeLessThanOrEqual(LIMITS.excerptMax);
  });

  it('refuses a slug an address would mangle', () => {
    expect(SLUG_PATTERN.test('Caring For Kente')).toBe(false);
    expect(SLUG_PATTERN.test('caring-for-kente')).toBe(true);
  });
});
