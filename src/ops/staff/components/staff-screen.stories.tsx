import type { Meta } from '@storybook/react';
import { consoleApi, get } from '@/testing/fixtures';
import { consoleStory } from '@/testing/screen-story';

/** /ops/staff: the team, invitations and access (admins). */
const meta = { title: 'Console/Staff' } satisfies Meta;
export default meta;

export const Filled = consoleStory('/ops/staff', consoleApi());
export const Loading = consoleStory('/ops/staff', [...consoleApi(), get('/api/ops/staff/', 'loading')]);
