import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import { PaymentMarks } from './PaymentMarks';

it('names card and the three mobile money wallets, as a list', () => {
  render(<PaymentMarks />, { wrapper: ThemeProvider });
  const list = screen.getByRole('list', { name: 'Pay by card or mobile money' });
  expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Card', 'MTN MoMo', 'Telecel Cash', 'AirtelTigo Money']);
});
