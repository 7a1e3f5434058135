import * as React from 'react';
import { Button } from '@/design-system/Button/Button';
import { ButtonRow } from '@/design-system/ButtonRow/ButtonRow';
import { Table, type TableColumn } from '@/design-system/Table/Table';
import { Caption } from '@/design-system/Caption/Caption';
import type { StaffMemberDto } from '@laundry-accra/domain/schemas/ops';
import { branchLabel, OWN_ACCOUNT_REASON, ROLE_LABELS } from '../staff-labels';

export interface StaffTableProps {
  staff: readonly StaffMemberDto[];
  /** The signed-in admin, whose own row cannot be demoted or deactivated. */
  myId: string;
  onEdit: (member: StaffMemberDto) => void;
  onToggleAccess: (member: StaffMemberDto) => void;
}

/** Every staff and admin account with its role, branch and state, and what an admin may change. */
export function StaffTable({ staff, myId, onEdit, onToggleAccess }: StaffTableProps) {
  const columns: TableColumn<StaffMemberDto>[] = [
    { id: 'name', header: 'Name', cell: (member) => (member.id === myId ? `${member.name} (you)` : member.name) },
    { id: 'email', header: 'Email', cell: (member) => member.email },
    { id: 'role', header: 'Role', cell: (member) => ROLE_LABELS[member.role] },
    { id: 'branch', header: 'Branch', cell: branchLabel },
    { id: 'active', header: 'Active', cell: (member) => (member.is_active ? 'Active' : 'Deactivated') },
    { id: 'invited', header: 'Invited', cell: (member) => (member.invited ? 'Awaiting password' : 'Joined') },
    {
      id: 'actions',
      header: 'Actions',
      cell: (member) => {
        const own = member.id === myId;
        return (
          <>
            <ButtonRow gap={2} wrap={false}>
              <Button size="sm" variant="secondary" onClick={() => onEdit(member)} aria-label={`Change ${member.name}'s role and branch`}>
                Change
              </Button>
              <Button
                size="sm"
                variant={member.is_active ? 'danger' : 'secondary'}
                onClick={() => onToggleAccess(member)}
                disabled={own}
                aria-label={`${member.is_active ? 'Deactivate' : 'Reactivate'} ${member.name}`}
                aria-describedby={own ? 'own-account-reason' : undefined}
              >
                {member.is_active ? 'Deactivate' : 'Reactivate'}
              </Button>
            </ButtonRow>
            {own && <Caption block id="own-account-reason">
                {OWN_ACCOUNT_REASON}
              </Caption>}
          </>
        );
      },
    },
  ];
  return (
    <Table
      caption="Staff"
      captionHidden
      columns={columns}
      rows={staff}
      rowKey={(member) => member.id}
      emptyMessage="No staff yet: invite someone."
    />
  );
}

