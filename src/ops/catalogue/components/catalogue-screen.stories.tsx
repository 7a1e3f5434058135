import type { Meta } from '@storybook/react';
import { consoleApi, failure, get, listPage } from '@/testing/fixtures';
import { consoleStory } from '@/testing/screen-story';

/** /ops/catalogue: categories and the price list (admins). */
const meta = { title: 'Console/Catalogue' } satisfies Meta;
export default meta;

export const Filled = consoleStory('/ops/catalogue', consoleApi());
export const Empty = consoleStory('/ops/catalogue', [...consoleApi(), get('/api/ops/categories/', { body: listPage([]) }), get('/api/ops/items/', { body: listPage([]) })]);
export const Loading = consoleStory('/ops/catalogue', [...consoleApi(), get('/api/ops/items/', 'loading'), get('/api/ops/categories/', 'loading')]);
export const Failed = consoleStory('/ops/catalogue', [...consoleApi(), get('/api/ops/items/', failure())]);
