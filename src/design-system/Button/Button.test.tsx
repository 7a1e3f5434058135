import * as React from 'react';
import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../ThemeProvider';
import { Link } from 'gatsby';
import { Button } from './Button';
import * as stories from './Button.stories';

const { Default, Playground, Loading, Disabled, Paid, AsLink, Variants, Sizes } =
  composeStories(stories);

describe('Button', () => {
  it('is a button with its label that reacts to a click', async () => {
    const onClick = jest.fn();
    render(<Playground onClick={onClick} />, { wrapper: ThemeProvider });
    const button = screen.getByRole('button', { name: 'Schedule a Pickup' });
    expect(button).toHaveAttribute('data-ui', 'button');
    // Not a submit button unless a form asks for one.
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('submits a form when given type="submit"', async () => {
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Default type="submit">Sign In</Default>
      </form>,
      { wrapper: ThemeProvider },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner, reports busy and ignores clicks while loading', async () => {
    const onClick = jest.fn();
    const { container } = render(<Loading onClick={onClick} />, { wrapper: ThemeProvider });
    const button = screen.getByRole('button', { name: 'Signing In' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(container.querySelector('[data-ui="spinner"]')).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps focus while it works, and submits its form once', async () => {
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    const Saving = () => {
      const [saving, setSaving] = React.useState(false);
      return (
        <form
          onSubmit={(event) => {
            onSubmit(event);
            setSaving(true);
          }}
        >
          <input aria-label="Name" />
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </form>
      );
    };
    render(<Saving />, { wrapper: ThemeProvider });
    const save = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save).not.toBeDisabled();
    expect(save).toHaveFocus();
    // Clicked again, or Enter in a field, while it works: the form is not sent a second time.
    await userEvent.click(save);
    await userEvent.type(screen.getByLabelText('Name'), 'Ama{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks when disabled', async () => {
    const onClick = jest.fn();
    render(<Disabled onClick={onClick} />, { wrapper: ThemeProvider });
    const button = screen.getByRole('button', { name: 'Schedule a Pickup' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows a paid booking as a disabled PAID button', () => {
    render(<Paid />, { wrapper: ThemeProvider });
    expect(screen.getByRole('button', { name: 'PAID' })).toBeDisabled();
  });

  it('renders as a link to the route when given Gatsby’s Link', () => {
    render(<AsLink />, { wrapper: ThemeProvider });
    const link = screen.getByRole('link', { name: 'Schedule a Pickup' });
    expect(link).toHaveAttribute('href', '/app/login');
    expect(link).toHaveAttribute('data-ui', 'button');
    expect(link).not.toHaveAttribute('type');
  });

  it('marks a disabled link as disabled and does not follow it', async () => {
    const onClick = jest.fn();
    render(
      <Default as="a" href="/app/login" disabled onClick={onClick}>
        Schedule a Pickup
      </Default>,
      { wrapper: ThemeProvider },
    );
    const link = screen.getByRole('link', { name: 'Schedule a Pickup' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('offers every variant and size', () => {
    const { unmount } = render(<Variants />, { wrapper: ThemeProvider });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Primary',
      'Secondary',
      'Ghost',
      'Danger',
      'Success',
    ]);
    unmount();
    render(<Sizes />, { wrapper: ThemeProvider });
    expect(screen.getAllByRole('button')).toHaveLength(3);
  });
});

// Compile-time checks (npm run typecheck): a Button rendered as Gatsby's Link takes the Link's props.
const anchorRef = { current: null as HTMLAnchorElement | null };
const buttonRef = { current: null as HTMLButtonElement | null };
void [
  <Button key="button-ref" ref={buttonRef} />,
  <Button key="anchor-ref" as="a" href="/" ref={anchorRef} />,
  <Button key="ok" as={Link} to="/app/login" activeClassName="current" variant="secondary" />,
  // @ts-expect-error a Link needs somewhere to go
  <Button key="no-to" as={Link} />,
  // @ts-expect-error a plain button has no `to`
  <Button key="button-to" to="/app/login" />,
];
