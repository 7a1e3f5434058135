import type { Meta } from '@storybook/react';
import { customerApi } from '@/testing/fixtures';
import { appStory } from '@/testing/screen-story';

/** /app/help: how to reach the business, its branches and the questions customers ask. */
const meta = { title: 'App/Help' } satisfies Meta;
export default meta;

export const Help = appStory('/app/help', customerApi());
