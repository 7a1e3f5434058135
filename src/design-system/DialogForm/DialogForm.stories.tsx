import type { Meta, StoryObj } from '@storybook/react';
import * as React from 'react';
import { Button } from '../Button/Button';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import { DialogForm } from './DialogForm';

/*
 * Each story shows its dialog open, with a button to open it again after it is closed, so the
 * story, the screenshot and the test all start from the same open dialog.
 */
const meta = {
  title: 'Design system/DialogForm',
  component: DialogForm,
  args: {
    open: true,
    onClose: () => {},
    onSubmit: (event) => event.preventDefault(),
    title: 'Add a category',
    description: 'Customers see it on the price list.',
    children: (
      <>
        <TextField label="Name" name="name" data-autofocus />
        <TextField label="Position" name="sort_order" inputMode="numeric" />
      </>
    ),
  },
  render: function DialogFormStory({ open: initiallyOpen, onClose, ...args }) {
    const [open, setOpen] = React.useState(initiallyOpen);
    React.useEffect(() => setOpen(initiallyOpen), [initiallyOpen]);
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Open dialog
        </Button>
        <DialogForm
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
} satisfies Meta<typeof DialogForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  argTypes: {
    open: { control: 'boolean' },
    title: { control: 'text' },
    description: { control: 'text' },
    pending: { control: 'boolean' },
    submitLabel: { control: 'text' },
    submitVariant: { control: 'inline-radio', options: ['primary', 'secondary', 'success', 'danger'] },
    closeLabel: { control: 'text' },
    onClose: { action: 'closed' },
    onSubmit: { action: 'submitted' },
    children: { control: false },
  },
};

/** A cancellation: the submit button is a danger button, the close button keeps the order. */
export const Danger: Story = {
  args: {
    title: 'Cancel ADM-10042',
    description: 'The customer is told the reason. A payment made online is refunded.',
    submitLabel: 'Cancel order',
    submitVariant: 'danger',
    closeLabel: 'Keep order',
    children: <TextArea label="Reason" rows={3} data-autofocus />,
  },
};

/** Being sent: the submit button spins and the dialog cannot be closed. */
export const Pending: Story = { args: { pending: true } };
