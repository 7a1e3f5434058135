import type { Meta } from '@storybook/react';
import { consoleApi, get, listPage } from '@/testing/fixtures';
import { consoleStory } from '@/testing/screen-story';

/** /ops/subscriptions: customers' packages and their payments. */
const meta = { title: 'Console/Subscriptions' } satisfies Meta;
export default meta;

export const Filled = consoleStory('/ops/subscriptions', consoleApi());
export const Empty = consoleStory('/ops/subscriptions', [...consoleApi(), get('/api/ops/subscriptions/', { body: listPage([]) })]);
