import type { Meta, StoryObj } from '@storybook/react';
import { Map } from './Map';

const meta = {
  title: 'Design system/Map',
  component: Map,
  args: {
    label: 'Map of our branches',
    center: [5.6, -0.17],
    zoom: 11.3,
    load: 'now',
    markers: [
      { id: 'east-legon', position: [5.6362, -0.1568], label: 'Nii Sai Rd, Accra', popup: <strong>Nii Sai Rd, Accra</strong> },
      { id: 'osu', position: [5.5571, -0.1823], label: 'Osu La Crescent, Accra', popup: <strong>Osu La Crescent, Accra</strong> },
    ],
  },
} satisfies Meta<typeof Map>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  argTypes: {
    zoom: { control: { type: 'number', step: 0.1 } },
    scrollWheelZoom: { control: 'boolean' },
    load: { control: 'inline-radio', options: ['near', 'now'] },
  },
};

/** Before it scrolls near the screen (and on the server) the map lists its places. */
export const NotYetLoaded: Story = { args: { load: 'near' } };
