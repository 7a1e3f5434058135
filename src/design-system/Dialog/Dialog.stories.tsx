import type { Meta, StoryObj } from '@storybook/react';
import * as React from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Dialog, DialogActions } from './Dialog';

/*
 * Each story shows its dialog open, with a button to open it again after it is closed, so the
 * story, the screenshot and the test all start from the same open dialog.
 */
const meta = {
  title: 'Design system/Dialog',
  component: Dialog,
  args: {
    open: true,
    onClose: () => {},
    title: 'Delete this address?',
    description: 'Home (12 Oxford St, Osu) will be removed from your saved addresses.',
    footer: (
      <>
        <Button variant="danger">Delete</Button>
        <Button variant="ghost">Cancel</Button>
      </>
    ),
  },
  render: function DialogStory({ open: initiallyOpen, onClose, ...args }) {
    const [open, setOpen] = React.useState(initiallyOpen);
    React.useEffect(() => setOpen(initiallyOpen), [initiallyOpen]);
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Open dialog
        </Button>
        <Dialog
          {...args}
          open={open}
          onClose={() => {
            setOpen(false);
            onClose();
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  argTypes: {
    open: { control: 'boolean' },
    title: { control: 'text' },
    description: { control: 'text' },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    closeLabel: { control: 'text' },
    onClose: { action: 'closed' },
    footer: { control: false },
    children: { control: false },
  },
};

export const Closed: Story = { args: { open: false } };

/**
 * Opened from its button and closed with Escape: focus goes into the dialog and back to the button
 * (a play function; the dialog renders in a portal, so it is found in the whole document).
 */
export const OpenAndEscape: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog', { name: 'Delete this address?' });
    await waitFor(() => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** A form inside a dialog: the first field takes focus through data-autofocus. */
export const WithForm: Story = {
  args: {
    title: 'Confirm Checkout',
    description: undefined,
    footer: undefined,
    children: (
      <form onSubmit={(event) => event.preventDefault()}>
        <TextField label="Pickup date" type="date" name="pickup_date" data-autofocus />
        <DialogActions>
          <Button type="submit">Place Booking</Button>
        </DialogActions>
      </form>
    ),
  },
};

/**
 * A long body scrolls inside the panel; the footer stays in view. While it scrolls, the body is a
 * group named by the title that takes focus, so the keyboard can scroll it too.
 */
export const LongContent: Story = {
  args: {
    title: 'Subscribe to a Package',
    description: undefined,
    size: 'lg',
    footer: <Button variant="ghost">Close</Button>,
    children: (
      <ul>
        {Array.from({ length: 30 }, (_, i) => (
          <li key={i}>Package {i + 1}: Something Light, GHS 150.00 a month</li>
        ))}
      </ul>
    ),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const body = await page.findByRole('group', { name: 'Subscribe to a Package' });
    await expect(body).toHaveAttribute('tabindex', '0');
    await expect(body.querySelectorAll('li')).toHaveLength(30);
  },
};

export const Small: Story = {
  args: {
    size: 'sm',
    title: 'Payment already initiated',
    description: 'Continue to finish paying for this booking.',
    footer: <Button fullWidth>Continue</Button>,
  },
};
