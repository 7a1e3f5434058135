import type { Meta } from '@storybook/react';
import { consoleApi, orderFarAlong } from '@/testing/fixtures';
import { consoleStory } from '@/testing/screen-story';

/** /ops/orders/{id}/ticket: the bag ticket, printed at the counter. */
const meta = { title: 'Console/Ticket' } satisfies Meta;
export default meta;

export const Printed = consoleStory(`/ops/orders/${orderFarAlong.id}/ticket`, consoleApi());
