/**
 * The stories' play functions (forms and dialogs) run in jsdom too: each story's API routes (the
 * typed fixtures Storybook's service worker serves) are served by the real test server, the story
 * renders as composed for Storybook, and its play function drives it. What reached the API is checked here.
 */
import * as React from 'react';
import { composeStories } from '@storybook/react';
import { render } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { configure as configureStoryQueries } from 'storybook/test';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import * as dialogStories from '@/design-system/Dialog/Dialog.stories';
import * as addressStories from '@/app/routes/addresses.stories';
import * as profileStories from '@/app/routes/profile.stories';
import * as orderStories from '@/ops/order/components/order-screen.stories';
import type { SiteFacts } from '@/site/site-facts';
import { readContent } from '@/site/testing/content';
import { home, serveRoutes, type ApiRoute } from './fixtures';
import { setupTestApi } from './test-session';

const api = setupTestApi();
// The play functions query through Storybook's own copy of Testing Library, which does not read
// jest/setup-site.ts's configuration: give its findBy… the same 5 s, or a busy machine's slow
// first render (the screen still 'Loading') fails a story that would have passed.
configureStoryQueries({ asyncUtilTimeout: 5_000 });
const { AddAddressRequired, EditAddressRefused } = composeStories(addressStories);
const { InvalidPhone } = composeStories(profileStories);
const { CancelDialog, MobileMoneyRefused, PaymentWithChange } = composeStories(orderStories);
const { OpenAndEscape } = composeStories(dialogStories);

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({
    siteYaml: readContent<SiteFacts>('site'),
    site: { siteMetadata: { siteUrl: 'https://adomlaundry.com.gh', description: 'Laundry and dry cleaning in Accra.' } },
  });
});

/** Serves the story's routes, renders it and runs its play function. */
async function play(Story: typeof InvalidPhone) {
  serveRoutes(api(), (Story.parameters.api as ApiRoute[] | undefined) ?? []);
  const { container } = render(
    <ThemeProvider>
      <Story />
    </ThemeProvider>,
  );
  await Story.play!({ canvasElement: container });
}

const writes = () => api().requests.filter((request) => request.method !== 'GET');

it("'Add A New Address' saved empty says what each required field needs and sends nothing", async () => {
  await play(AddAddressRequired);
  expect(writes()).toHaveLength(0);
});

it("an address edit the server refuses shows the server's field error", async () => {
  await play(EditAddressRefused);
  expect(writes().map((request) => `${request.method} ${request.path}`)).toEqual([`PATCH /api/address/${home.id}`]);
});

it('a profile with a mobile number that is not Ghanaian is not sent', async () => {
  await play(InvalidPhone);
  expect(writes()).toHaveLength(0);
});

it("the order's cancel step asks in a dialog before it changes anything", async () => {
  await play(CancelDialog);
  expect(writes()).toHaveLength(0);
});

it('the counter form shows the change for cash beyond what is owed before anything is sent', async () => {
  await play(PaymentWithChange);
  expect(writes()).toHaveLength(0);
});

it("mobile money beyond what is owed is sent once, and the server's message lands on the amount field", async () => {
  await play(MobileMoneyRefused);
  expect(writes().map((request) => request.body)).toEqual([
    { method: 'mobile_money', amount: '60.00', network: 'mtn', payer_phone: '024 412 3456' },
  ]);
});

it('the dialog opens from its button and gives focus back when closed with Escape', async () => {
  const { container } = render(<OpenAndEscape />, { wrapper: ThemeProvider });
  await OpenAndEscape.play!({ canvasElement: container });
});
