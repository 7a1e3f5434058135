/** Query keys of the public site's builds, under the console's tree. */
import { opsKeys } from '@/ops/api/query-keys';

export const siteBuildKeys = {
  all: [...opsKeys.all, 'site-builds'] as const,
};
