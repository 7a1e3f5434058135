import type { Meta } from '@storybook/react';
import { consoleApi, failure, get } from '@/testing/fixtures';
import { consoleStory } from '@/testing/screen-story';

/** /ops/routes: the rider's round of the day's pickups, on a map and as a printable list. */
const meta = { title: 'Console/Routes' } satisfies Meta;
export default meta;

export const Filled = consoleStory('/ops/routes', consoleApi());
export const Failed = consoleStory('/ops/routes', [...consoleApi(), get('/api/ops/routes/', failure())]);
