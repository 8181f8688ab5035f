/** The privileges a user can hold (spec section 6). */
export const PRIVILEGES = ['user', 'admin'] as const;
export type Privilege = (typeof PRIVILEGES)[number];

/** Whether any of the user's privileges is admitted. */
export function hasAnyPrivilege(held: readonly string[], admitted: readonly string[]): boolean {
  return held.some((p) => admitted.includes(p));
}

/** Where a signed-in visitor lands (spec section 2): /domain-list with the user privilege, otherwise /manage. */
export function homePathFor(privileges: readonly string[]): '/domain-list' | '/manage' {
  return privileges.includes('user') ? '/domain-list' : '/manage';
}

/** Whether the admin menu is shown: holders of admin see only the admin links (spec, menu footer). */
export function usesAdminMenu(privileges: readonly string[]): boolean {
  return privileges.includes('admin');
}
