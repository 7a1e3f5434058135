import type { Preview } from '@storybook/react-vite';
import { ThemeProvider } from '../src/design-system/ThemeProvider';
import { breakpoints } from '../src/design-system/tokens';

const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeProvider>
        <Story />
      </ThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, sort: 'requiredFirst' },
    viewport: {
      options: {
        phone: { name: 'Phone (390)', styles: { width: '390px', height: '844px' } },
        tablet: { name: 'Tablet', styles: { width: breakpoints.md, height: '1024px' } },
        desktop: { name: 'Desktop (1280)', styles: { width: breakpoints.xl, height: '800px' } },
      },
    },
  },
};

export default preview;
