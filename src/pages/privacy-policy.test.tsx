import { render, screen, within } from '@testing-library/react';
import { useStaticQuery, type PageProps } from 'gatsby';
import * as React from 'react';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import type { SiteFacts } from '@/site/site-facts';
import { readContent } from '@/site/testing/content';
import PrivacyPolicyPage from './privacy-policy';

type PrivacyData = { allPrivacyYaml: { nodes: { yamlId: number; title: string; text: string }[] } };

/** The sections as the page's query gives them: content/privacy.yaml, sorted by id. */
const nodes = readContent<{ id: number; title: string; text: string }[]>('privacy')
  .map(({ id, title, text }) => ({ yamlId: id, title, text }))
  .sort((a, b) => a.yamlId - b.yamlId);

describe('privacy policy page', () => {
  beforeEach(() => {
    jest.mocked(useStaticQuery).mockReturnValue({
      siteYaml: readContent<SiteFacts>('site'),
      site: { siteMetadata: { siteUrl: 'https://adomlaundry.com.gh', description: 'Laundry and dry cleaning in Accra.' } },
    });
    render(<PrivacyPolicyPage {...({ data: { allPrivacyYaml: { nodes } } } as unknown as PageProps<PrivacyData>)} />, {
      wrapper: ThemeProvider,
    });
  });

  it('says it was last updated on July 10, 2023', () => {
    const updated = screen.getByText(/^Last updated:/);
    expect(updated).toHaveTextContent('Last updated: July 10, 2023');
    expect(within(updated).getByText('July 10, 2023')).toHaveAttribute('datetime', '2023-07-10');
  });

  it('says its services are not for children under 16', () => {
    const children = screen.getByRole('heading', { level: 2, name: 'Children' }).closest('li')!;
    expect(children).toHaveTextContent(/Our services are not intended for children under 16/);
  });

  it('shows its ten sections in order, with no unfilled placeholders', () => {
    const main = screen.getByRole('main');
    const headings = within(main).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toHaveLength(10);
    expect(headings).toEqual(nodes.map((node) => node.title));
    expect(main).not.toHaveTextContent(/[{}]/);
  });
});
