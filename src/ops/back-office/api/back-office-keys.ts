/**
 * The back office's calls (admins only): the price list, categories, packages, branches and the
 * audit trail, under one branch of the console's query keys. A write answers with the changed
 * object; every list of the back office is refreshed and the console says 'Success'. Failures are
 * left to the caller, which puts a field's message on its field and anything else in a toast.
 */
import toast from '@/lib/toast';
import type { QueryClient } from '@tanstack/react-query';
import { opsKeys } from '@/ops/api/query-keys';

/** Query keys of the back office, under the console's tree. */
export const backOfficeKeys = {
  all: [...opsKeys.all, 'back-office'] as const,
  items: (query: Record<string, unknown>) => [...opsKeys.all, 'back-office', 'items', query] as const,
  categories: [...opsKeys.all, 'back-office', 'categories'] as const,
  packages: [...opsKeys.all, 'back-office', 'packages'] as const,
  branches: [...opsKeys.all, 'back-office', 'branches'] as const,
  audit: (query: Record<string, unknown>) => [...opsKeys.all, 'back-office', 'audit', query] as const,
};

/** The API's largest page: the categories, packages and branches of the business fit in one. */
export const WHOLE_LIST = 100;

/** A new object or a whole one (every field its create needs), or a change to one (its id: any fields). */
export type SaveInput<Body> = { id?: string; body: Body } | { id: string; body: Partial<Body> };

/** A change to an object that exists (PATCH); anything else creates one (POST). */
export const isChange = <Body>(input: SaveInput<Body>): input is { id: string; body: Partial<Body> } => input.id !== undefined;

/** After a save: the back office, and the orders and summaries that name branches and items, are read afresh. */
export function backOfficeSaved(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: backOfficeKeys.all });
  void client.invalidateQueries({ queryKey: opsKeys.branches });
  toast.success('Success');
}
