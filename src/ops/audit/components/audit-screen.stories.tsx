import type { Meta } from '@storybook/react';
import { consoleApi, failure, get, listPage } from '@/testing/fixtures';
import { consoleStory } from '@/testing/screen-story';

/** /ops/audit: who changed what, when, from where, with the values before and after. */
const meta = { title: 'Console/Audit' } satisfies Meta;
export default meta;

export const Filled = consoleStory('/ops/audit', consoleApi());
export const Empty = consoleStory('/ops/audit', [...consoleApi(), get('/api/ops/audit/', { body: listPage([]) })]);
export const Failed = consoleStory('/ops/audit', [...consoleApi(), get('/api/ops/audit/', failure())]);
