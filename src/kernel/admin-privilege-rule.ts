/**
 * The two rules about taking the admin privilege away: nobody removes their own, and the system always
 * keeps one administrator. The server enforces them with the administrators' rows locked; the user's page says
 * them beside the admin switch before anyone tries. Both ask this one function.
 */

/** Why removing admin from the target is refused: their own account, or the last administrator. */
export type AdminRemovalRefusal = 'self' | 'lastAdmin';

export interface AdminRemovalFacts {
  /** The target holds admin now; removing a privilege nobody holds is no removal. */
  targetIsAdmin: boolean;
  /** The target is the administrator who would remove it. */
  targetIsActor: boolean;
  /** How many administrators there are, the target included; null while not yet known. */
  adminCount: number | null;
}

/** Why admin cannot be taken away from the target, or null when it can. */
export function adminRemovalRefusal(facts: AdminRemovalFacts): AdminRemovalRefusal | null {
  if (!facts.targetIsAdmin) return null;
  if (facts.targetIsActor) return 'self';
  if (facts.adminCount !== null && facts.adminCount <= 1) return 'lastAdmin';
  return null;
}
