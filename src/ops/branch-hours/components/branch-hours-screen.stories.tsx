import type { Meta } from '@storybook/react';
import { ACCRA, consoleApi, failure, get } from '@/testing/fixtures';
import { consoleStory } from '@/testing/screen-story';

/** /ops/branches/{id}/hours: a branch's opening hours, pickup windows, closures, Express and pickup fee. */
const meta = { title: 'Console/Hours' } satisfies Meta;
export default meta;

const path = `/ops/branches/${ACCRA.id}/hours`;

export const Filled = consoleStory(path, consoleApi());
export const Failed = consoleStory(path, [...consoleApi(), get('/api/ops/branches/:id/hours', failure())]);
