import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../ThemeProvider';
import * as stories from './Accordion.stories';

const { Default } = composeStories(stories);

// Each entry is a <details>; its <summary> is the question (a button to assistive technology).
const entry = (question: RegExp) => screen.getByText(question).closest('details')!;
const summary = (question: RegExp) => screen.getByText(question).closest('summary')!;
const openEntries = () => Array.from(document.querySelectorAll('details[open]')).map((details) => details.querySelector('summary')!.textContent);

describe('Accordion', () => {
  it('starts with every entry closed, answers in the page but hidden', () => {
    render(<Default />, { wrapper: ThemeProvider });
    expect(openEntries()).toEqual([]);
    expect(screen.getByText(/48 to 72 hours/)).not.toBeVisible();
    expect(document.querySelector('[data-ui="accordion"]')).toBeInTheDocument();
  });

  it('opens the entry that is clicked', async () => {
    const user = userEvent.setup();
    render(<Default />, { wrapper: ThemeProvider });
    await user.click(summary(/How do I pay/));
    expect(entry(/How do I pay/)).toHaveAttribute('open');
    expect(screen.getByText(/due on delivery/)).toBeVisible();
  });

  it('keeps one entry open at a time', async () => {
    const user = userEvent.setup();
    render(<Default />, { wrapper: ThemeProvider });
    await user.click(summary(/How long/));
    await user.click(summary(/damaged/));
    expect(openEntries()).toEqual(['What if something is damaged?']);
    expect(screen.getByText(/48 to 72 hours/)).not.toBeVisible();
    expect(screen.getByText(/within 24 hours of delivery/)).toBeVisible();
    await user.click(summary(/How long/));
    expect(openEntries()).toEqual(['How long will my order take?']);
  });

  it('closes the open entry when it is clicked again, and another still opens afterwards', async () => {
    const user = userEvent.setup();
    render(<Default />, { wrapper: ThemeProvider });
    await user.click(summary(/How do I pay/));
    await user.click(summary(/How do I pay/));
    expect(openEntries()).toEqual([]);
    await user.click(summary(/How long/));
    expect(openEntries()).toEqual(['How long will my order take?']);
  });
});
