import type { Meta } from '@storybook/react';
import { consoleApi, failure, get, listPage } from '@/testing/fixtures';
import { consoleStory } from '@/testing/screen-story';

/** /ops/packages: the monthly packages, on sale and archived, with what their allowance covers. */
const meta = { title: 'Console/Packages' } satisfies Meta;
export default meta;

export const Filled = consoleStory('/ops/packages', consoleApi());
export const Empty = consoleStory('/ops/packages', [...consoleApi(), get('/api/ops/packages/', { body: listPage([]) })]);
export const Failed = consoleStory('/ops/packages', [...consoleApi(), get('/api/ops/packages/', failure())]);
