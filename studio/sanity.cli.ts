import { defineCliConfig } from 'sanity/cli';

/** `sanity deploy`, `sanity graphql deploy` and `sanity build` read the project from here. */
export default defineCliConfig({
  api: { projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'missing-project-id', dataset: 'production' },
  studioHost: process.env.SANITY_STUDIO_HOSTNAME || 'adom-laundry',
  graphql: [{ id: 'default', tag: 'default', playground: false }],
});
