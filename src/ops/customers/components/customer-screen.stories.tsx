import type { Meta } from '@storybook/react';
import { consoleApi, customerDetail, failure, get } from '@/testing/fixtures';
import { consoleStory } from '@/testing/screen-story';

/** /ops/customers/{id}: one customer's orders, packages and addresses. */
const meta = { title: 'Console/Customer' } satisfies Meta;
export default meta;

const path = `/ops/customers/${customerDetail.id}`;

export const Filled = consoleStory(path, consoleApi());
export const Failed = consoleStory(path, [...consoleApi(), get('/api/ops/customers/:id', failure())]);
