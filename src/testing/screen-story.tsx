/**
 * The shape of a screen's story: the app or the console at a path, signed in, the API answering
 * from `api` (typed fixtures), full-bleed like the real page.
 */
import type { StoryObj } from '@storybook/react';
import type { StoredUser } from '@/lib/token-storage';
import type { ApiRoute } from './fixtures/api-routes';
import { customerUser } from './fixtures/customer';
import { owner } from './fixtures/ops';
import { AppScreen, ConsoleScreen } from './story-screens';

/** A whole screen is a page: the page-level axe rules a part's story leaves out apply again. */
const PAGE_RULES = { region: { enabled: true }, 'landmark-one-main': { enabled: true }, 'page-has-heading-one': { enabled: true } };

type ScreenStory = StoryObj<{ path: string; user: StoredUser }>;

/** The customer app at `path`, answered by `api`. */
export const appStory = (path: string, api: ApiRoute[], extra: Partial<ScreenStory> = {}): ScreenStory => ({
  render: () => <AppScreen path={path} user={customerUser} />,
  ...extra,
  parameters: { layout: 'fullscreen', api, a11y: { options: { rules: PAGE_RULES } }, ...extra.parameters },
});

/** The staff console at `path`, answered by `api`, seen by `user` (the owner, an admin, by default). */
export const consoleStory = (path: string, api: ApiRoute[], extra: Partial<ScreenStory> & { user?: StoredUser } = {}): ScreenStory => {
  const { user = owner, ...rest } = extra;
  return {
    render: () => <ConsoleScreen path={path} user={user} />,
    ...rest,
    parameters: { layout: 'fullscreen', api, a11y: { options: { rules: PAGE_RULES } }, ...rest.parameters },
  };
};
