import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../ThemeProvider';
import * as stories from './PageHeader.stories';

const { Default, Playground, TitleOnly } = composeStories(stories);

describe('PageHeader', () => {
  it("titles the screen with its h1 and puts the screen's actions beside it", () => {
    render(<Default />, { wrapper: ThemeProvider });
    const title = screen.getByRole('heading', { level: 1, name: 'Bookings' });
    expect(title.closest('[data-ui="page-header"]')).toContainElement(
      screen.getByRole('link', { name: 'Add Booking' }),
    );
  });

  it('shows the title alone when there is nothing to do', () => {
    const { container } = render(<TitleOnly />, { wrapper: ThemeProvider });
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(container.querySelector('[data-ui="button-row"]')).toBeNull();
  });

  it('takes any title', () => {
    render(<Playground title="Addresses" />, { wrapper: ThemeProvider });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Addresses');
  });
});
