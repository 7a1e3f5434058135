import { isStaffRole, STAFF_ROLES, USER_ROLES } from './roles';

describe('roles', () => {
  it('lets staff and admins into the console, and no one else', () => {
    expect(USER_ROLES.filter(isStaffRole)).toEqual(['staff', 'admin']);
    expect(STAFF_ROLES.every((role) => USER_ROLES.includes(role))).toBe(true);
    for (const other of ['customer', 'Admin', '', undefined, null, 'toString'])
      expect(isStaffRole(other)).toBe(false);
  });
});
