/**
 * Query keys of a branch's calendar (admins only): its opening hours and pickup windows, its
 * closures, its Express and pickup settings. A change refreshes what it changed; field messages
 * are left to the screen, which puts them beside their inputs.
 */
import { opsKeys } from '@/ops/api/query-keys';

export const branchCalendarKeys = {
  all: [...opsKeys.all, 'branch-calendar'] as const,
  week: (branch: string) => [...opsKeys.all, 'branch-calendar', branch, 'week'] as const,
  closures: (branch: string) => [...opsKeys.all, 'branch-calendar', branch, 'closures'] as const,
  express: (branch: string) => [...opsKeys.all, 'branch-calendar', branch, 'express'] as const,
  pickup: (branch: string) => [...opsKeys.all, 'branch-calendar', branch, 'pickup'] as const,
};
