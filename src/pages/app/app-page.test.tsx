import * as React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { navigate } from 'gatsby';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import AppPage from './[...]';

afterEach(() => {
  jest.mocked(navigate).mockClear();
  window.history.pushState({}, '', '/');
});

it('sends a signed-out visitor to log in, to come back to the page after, before mounting the app', async () => {
  window.history.pushState({}, '', '/app/subscriptions?tab=active');
  render(
    <ThemeProvider>
      <AppPage />
    </ThemeProvider>,
  );
  await waitFor(() =>
    expect(navigate).toHaveBeenCalledWith('/app/login?next=%2Fapp%2Fsubscriptions%3Ftab%3Dactive', { replace: true }),
  );
  expect(screen.getByText('Loading your account')).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});
