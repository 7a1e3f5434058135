import type { Meta, StoryObj } from '@storybook/react';
import type { PageProps } from 'gatsby';
import ContactPage from '@/pages/contact';
import NotFoundPage from '@/pages/404';
import PricingPage from '@/pages/pricing';
import { get, items, listPage } from '@/testing/fixtures';
import { storyContent } from './testing/story-content';

/**
 * Public pages with the words of content/ and the price list of the fixtures, as the build's queries
 * would give them (the browser's refresh of the price list answered by the mocked API).
 */
const meta = { title: 'Site/Pages', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;

type Story = StoryObj;
const pageProps = <T,>(data: T) => ({ data }) as unknown as PageProps<T>;
const PAGE_RULES = { region: { enabled: true }, 'landmark-one-main': { enabled: true }, 'page-has-heading-one': { enabled: true } };
const catalogue = items.map(({ id, ...item }) => ({ apiId: id, ...item }));

export const Contact: Story = {
  render: () => (
    <ContactPage
      {...pageProps({ contactYaml: storyContent('contact'), allHighlightsYaml: { nodes: storyContent('highlights') } } as never)}
    />
  ),
  parameters: { a11y: { options: { rules: PAGE_RULES } } },
};

export const Pricing: Story = {
  render: () => <PricingPage {...pageProps({ allCatalogueItem: { nodes: catalogue } } as never)} />,
  parameters: { api: [get('/api/items/', { body: listPage(items) })], a11y: { options: { rules: PAGE_RULES } } },
};

export const NotFound: Story = {
  render: () => <NotFoundPage />,
  parameters: { a11y: { options: { rules: PAGE_RULES } } },
};
