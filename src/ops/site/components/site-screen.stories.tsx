import type { Meta } from '@storybook/react';
import { consoleApi, failure, get } from '@/testing/fixtures';
import { consoleStory } from '@/testing/screen-story';

/** /ops/website: the public site's builds, the live one, and publishing now. */
const meta = { title: 'Console/Website' } satisfies Meta;
export default meta;

export const Filled = consoleStory('/ops/website', consoleApi());
export const Failed = consoleStory('/ops/website', [...consoleApi(), get('/api/site/builds/', failure())]);
