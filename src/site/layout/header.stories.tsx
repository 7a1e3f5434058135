import type { Decorator, Meta, StoryObj } from '@storybook/react';
import * as React from 'react';
import { space } from '@/design-system/tokens';
import { Header } from './header';

/**
 * Scrolls the window to `y` once the page is drawn (and back to the top when the story goes), so
 * the header sees the page where the story puts it.
 */
function PageScrolledTo({ y, children }: { y: number; children: React.ReactNode }) {
  React.useLayoutEffect(() => {
    window.scrollTo({ top: y, behavior: 'instant' });
    return () => window.scrollTo({ top: 0, behavior: 'instant' });
  }, [y]);
  return (
    <>
      {children}
      {/* A page behind the fixed header, tall enough to scroll. */}
      <div style={{ minHeight: '300vh', padding: `${space[24]} ${space[6]}` }}>
        <p>The page scrolls under the header.</p>
      </div>
    </>
  );
}

/** The header on a page, scrolled to `parameters.scrollY` (the top by default). */
const onAPage: Decorator = (Story, { parameters }) => (
  <PageScrolledTo y={(parameters.scrollY as number | undefined) ?? 0}>
    <Story />
  </PageScrolledTo>
);

const meta = {
  title: 'Site/Layout/Header',
  component: Header,
  decorators: [onAPage],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the top of the page: the header sits lightly on the page's hero. */
export const TopOfPage: Story = {};

/** Scrolled past 80 px: a solid white bar with a shadow, and shorter on large screens. */
export const Scrolled: Story = { parameters: { scrollY: 400 } };

/** On a phone, with the menu opened from the toggle: the links drop down under the bar. */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
  },
};
