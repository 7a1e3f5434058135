import type { Meta, StoryObj } from '@storybook/react';
import { MenuButton, MenuButtonItem } from './MenuButton';

const meta = {
  title: 'Design system/MenuButton',
  component: MenuButton,
  args: {
    label: 'Move AL-1042',
    look: 'outline',
    disabled: false,
    children: (
      <>
        Move <span aria-hidden="true">▾</span>
      </>
    ),
    items: (
      <>
        <MenuButtonItem onClick={() => {}}>Move to Ready</MenuButtonItem>
        <MenuButtonItem to="/ops/orders">Open the order</MenuButtonItem>
        <MenuButtonItem onClick={() => {}} danger>
          Cancel order…
        </MenuButtonItem>
      </>
    ),
  },
} satisfies Meta<typeof MenuButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  argTypes: {
    look: { control: 'inline-radio', options: ['outline', 'ghost'] },
    label: { control: 'text' },
    disabled: { control: 'boolean' },
    children: { control: false },
    items: { control: false },
  },
};
