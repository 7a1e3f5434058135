import type { Meta } from '@storybook/react';
import { consoleApi, failure, get } from '@/testing/fixtures';
import { consoleStory } from '@/testing/screen-story';

/** /ops/branches: the branches with their address, phone and map point. */
const meta = { title: 'Console/Branches' } satisfies Meta;
export default meta;

export const Filled = consoleStory('/ops/branches', consoleApi());
export const Failed = consoleStory('/ops/branches', [...consoleApi(), get('/api/ops/branches/', failure())]);
