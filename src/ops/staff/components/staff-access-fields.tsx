import * as React from 'react';
import { useAtomValue } from 'jotai';
import { Select } from '@/design-system/Select/Select';
import { STAFF_ROLES, type StaffRole } from '@laundry-accra/domain/roles';
import { branchesQueryAtom } from '@/ops/api/get-branches';
import { EVERY_BRANCH, OWN_ACCOUNT_REASON, ROLE_LABELS } from '../staff-labels';

/** The role and branch of an account as a form holds them ('' for every branch). */
export interface StaffAccess {
  role: StaffRole;
  branch: string;
}

export interface StaffAccessFieldsProps {
  value: StaffAccess;
  onChange: (value: StaffAccess) => void;
  /** The API's messages for the fields, by its field names. */
  errors?: Partial<Record<keyof StaffAccess, string>>;
  /** The admin's own account: the role stays as it is. */
  ownAccount?: boolean;
}

/** Role (staff or admin) and branch (one, or every branch): what an account may see and do. */
export function StaffAccessFields({ value, onChange, errors = {}, ownAccount = false }: StaffAccessFieldsProps) {
  const branches = useAtomValue(branchesQueryAtom);
  return (
    <>
      <Select
        label="Role"
        value={value.role}
        onChange={(event) => onChange({ ...value, role: event.target.value as StaffRole })}
        disabled={ownAccount}
        hint={ownAccount ? OWN_ACCOUNT_REASON : 'An admin also manages staff.'}
        error={errors.role}
      >
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </Select>
      <Select
        label="Branch"
        value={value.branch}
        onChange={(event) => onChange({ ...value, branch: event.target.value })}
        hint="Staff bound to a branch see only its orders."
        error={errors.branch ?? (branches.isError ? 'We could not load the branches.' : undefined)}
      >
        <option value="">{EVERY_BRANCH}</option>
        {(branches.data ?? []).map((branch) => (
          <option key={branch.id} value={branch.id}>
            {branch.name}
          </option>
        ))}
      </Select>
    </>
  );
}
