import type { Meta } from '@storybook/react';
import { consoleApi, failure, get, listPage } from '@/testing/fixtures';
import { consoleStory } from '@/testing/screen-story';

/** /ops/customers: customers, searched by name, email or phone. */
const meta = { title: 'Console/Customers' } satisfies Meta;
export default meta;

export const Filled = consoleStory('/ops/customers', consoleApi());
export const Empty = consoleStory('/ops/customers', [...consoleApi(), get('/api/ops/customers/', { body: listPage([]) })]);
export const Failed = consoleStory('/ops/customers', [...consoleApi(), get('/api/ops/customers/', failure())]);
