import type { Meta, StoryObj } from '@storybook/react';
import * as React from 'react';
import { Drawer, DrawerToggle } from './Drawer';

const links = ['Dashboard', 'Basket', 'Bookings', 'Subscriptions', 'Addresses'];

/*
 * Each story renders the drawer with its toggle, as the app's top bar does. Below tablet width
 * (the phone viewport) the toggle opens the drawer over the page; wider, the drawer is a column.
 */
const meta = {
  title: 'Design system/Drawer',
  component: Drawer,
  args: {
    id: 'story-drawer',
    label: 'App',
    open: false,
    onClose: () => {},
    children: (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {links.map((link) => (
          <li key={link}>
            <a href={`#${link.toLowerCase()}`}>{link}</a>
          </li>
        ))}
      </ul>
    ),
  },
  render: function DrawerStory({ open: initiallyOpen, onClose, ...args }) {
    const [open, setOpen] = React.useState(initiallyOpen);
    React.useEffect(() => setOpen(initiallyOpen), [initiallyOpen]);
    const toggleRef = React.useRef<HTMLButtonElement>(null);
    return (
      <>
        <DrawerToggle ref={toggleRef} open={open} controls={args.id} onClick={() => setOpen((was) => !was)} />
        <Drawer
          {...args}
          open={open}
          toggleRef={toggleRef}
          onClose={() => {
            setOpen(false);
            onClose();
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  argTypes: {
    open: { control: 'boolean' },
    label: { control: 'text' },
    children: { control: false },
  },
};

/** Open on a phone: the drawer under the top bar, the page dimmed beside it. */
export const OpenOnPhone: Story = {
  args: { open: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
