import { render } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import matter from 'gray-matter';
import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import * as runtime from 'react/jsx-runtime';
import type { SiteFacts } from '@/site/site-facts';
import { readContent } from '@/site/testing/content';
import { aboutMdxComponents } from './mdx-components';

const facts = readContent<SiteFacts>('site');
const ABOUT_DIR = path.resolve(__dirname, '..', '..', '..', 'content', 'about');

/**
 * Compiles MDX with the @mdx-js/mdx gatsby-plugin-mdx uses. It is ESM only: the import is kept
 * out of Babel's reach (which would turn it into require()) and needs Jest's VM modules, which
 * `npm test` turns on.
 */
const importEsm = new Function('specifier', 'return import(specifier)') as (
  specifier: '@mdx-js/mdx',
) => Promise<typeof import('@mdx-js/mdx')>;

/** content/about/<name>.mdx: its frontmatter and prose (split as gatsby-plugin-mdx does, with gray-matter). */
function readAbout(name: string) {
  const file = path.join(ABOUT_DIR, `${name}.mdx`);
  const { data, content } = matter(fs.readFileSync(file, 'utf8'));
  return { file, frontmatter: data as Record<string, any>, body: content };
}

/** The paragraphs an About MDX file renders, with the page's components and site.yaml's facts. */
async function renderAbout(name: string): Promise<string[]> {
  const { evaluate } = await importEsm('@mdx-js/mdx');
  const { default: Content } = await evaluate(readAbout(name).body, { ...runtime });
  const { container } = render(<Content components={aboutMdxComponents} />);
  return [...container.querySelectorAll('p')].map((paragraph) => paragraph.textContent ?? '');
}

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({
    siteYaml: facts,
    site: {
      siteMetadata: { siteUrl: 'https://adomlaundry.com.gh', description: 'Laundry in Accra.' },
    },
  });
});

describe('content/about/*.mdx', () => {
  it('has the hero words: eyebrow, title and one lead paragraph', async () => {
    expect(readAbout('hero').frontmatter).toEqual({
      eyebrow: 'About us',
      title: 'Laundry care with grace',
    });
    const paragraphs = await renderAbout('hero');
    expect(paragraphs).toHaveLength(1);
    expect(paragraphs[0]).toMatch(/^Adom means grace in Twi\./);
  });

  it('has the two sections SPEC §2 names, each with a described picture that exists', () => {
    const titles = ['reinventing', 'who-we-are'].map((name) => {
      const { file, frontmatter } = readAbout(name);
      expect(fs.existsSync(path.resolve(path.dirname(file), frontmatter.image.src))).toBe(true);
      expect(frontmatter.image.alt.length).toBeGreaterThan(10);
      return frontmatter.title;
    });
    expect(titles).toEqual(['Reinventing the future of laundry and dry cleaning', 'Who We Are']);
  });

  it("keeps the site's promises in 'Reinventing…'", async () => {
    const text = (await renderAbout('reinventing')).join(' ');
    expect(text).toMatch(/state-of-the-art/);
    expect(text).toMatch(/eco-friendly/);
    expect(text).toMatch(/Same-Day Express/);
    expect(text).toMatch(/48 to 72 hours/);
  });

  it("writes the branches and hours into 'Who We Are' from site.yaml", async () => {
    const paragraphs = await renderAbout('who-we-are');
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs[0]).toBe(
      'We are a team of launderers, pressers, tailors and drivers from across Accra, working from two branches: East Legon (Nii Sai Rd) and Osu (La Crescent).',
    );
    expect(paragraphs[2]).toBe(
      'We are open on Mondays to Fridays from 7:00 AM to 7:00 PM, and on Saturdays from 8:00 AM to 6:00 PM. Our customer support team is available around the clock.',
    );
  });

  it('retypes no street or opening time, and has no placeholder text', () => {
    const streets = facts.branches.map((branch) => branch.street);
    const times = facts.hours.flatMap((hours) => hours.time.split(/\s+-\s+/));
    for (const name of ['hero', 'reinventing', 'who-we-are']) {
      const source = fs.readFileSync(path.join(ABOUT_DIR, `${name}.mdx`), 'utf8');
      for (const fact of [...streets, ...times]) expect(source).not.toContain(fact);
      expect(source).not.toMatch(/lorem|ipsum|TODO|TBD/i);
    }
  });
});
