/**
 * After an invitation or a change to an account: the list is read again and the console says
 * 'Success'. Failures are left to the caller, which puts a field's message on its field and
 * anything else in a toast.
 */
import toast from '@/lib/toast';
import type { QueryClient } from '@tanstack/react-query';
import { staffKeys } from './get-staff';

export function staffChanged(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: staffKeys.all });
  toast.success('Success');
}
