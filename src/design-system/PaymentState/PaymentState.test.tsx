import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../ThemeProvider';
import { theme } from '../tokens';
import * as stories from './PaymentState.stories';

const { Default, Playground, BalanceDue, CoveredByPackage, WithoutTotal, AllStates } = composeStories(stories);

const shown = () => Array.from(document.querySelectorAll('[data-ui="payment-state"]'));

describe('PaymentState', () => {
  it('shows the total, then the state, in one element', () => {
    render(<Default />, { wrapper: ThemeProvider });
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toHaveAttribute('data-state', 'paid');
    expect(shown()[0]).toHaveTextContent('GHC 106.00Paid');
    render(<Playground />, { wrapper: ThemeProvider });
    expect(shown()).toHaveLength(2);
  });

  it('writes a balance with its amount, in the danger colour, never green', () => {
    render(<BalanceDue />, { wrapper: ThemeProvider });
    const badge = screen.getByText('Balance due GHC 30.50');
    expect(badge).toHaveAttribute('data-tone', 'danger');
    expect(badge).toHaveStyle({ color: theme.colors.danger });
  });

  it("names a package's order and leaves the total out when asked", () => {
    render(<CoveredByPackage />, { wrapper: ThemeProvider });
    expect(shown()[0]).toHaveTextContent('GHC 0.00Covered by package');
    render(<WithoutTotal />, { wrapper: ThemeProvider });
    expect(shown()[1]).toHaveTextContent(/^Refund due GHC 22\.50$/);
  });

  it('draws each of the seven states', () => {
    render(<AllStates />, { wrapper: ThemeProvider });
    expect(shown().map((element) => element.getAttribute('data-state'))).toEqual(['unpaid', 'paid', 'balance_due', 'refund_due', 'covered', 'nothing_due', 'refunded']);
  });
});
