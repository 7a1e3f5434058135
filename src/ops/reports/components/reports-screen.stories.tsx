import type { Meta } from '@storybook/react';
import { consoleApi, failure, get } from '@/testing/fixtures';
import { consoleStory } from '@/testing/screen-story';

/** /ops/reports: takings and bookings over a range, as charts and tables (admins). */
const meta = { title: 'Console/Reports' } satisfies Meta;
export default meta;

export const Filled = consoleStory('/ops/reports', consoleApi());
export const Loading = consoleStory('/ops/reports', [...consoleApi(), get('/api/ops/reports/takings/', 'loading'), get('/api/ops/reports/bookings/', 'loading')]);
export const Failed = consoleStory('/ops/reports', [...consoleApi(), get('/api/ops/reports/takings/', failure()), get('/api/ops/reports/bookings/', failure())]);
