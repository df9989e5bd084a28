/**
 * The code tables of the agency's API (portal-3.8 to portal-3.14, quote-9.7), written once: the
 * quote form, the portal, online binding and the payment and e-sign page read and send these.
 *
 * Two relation tables exist, and they disagree: the quote form's and the portal's (spouse 1,
 * child 2, parent 3, other 4, anything else 5; read back with 3 other related, 4 other non
 * related, 5 parent) and the binding and payment flows' (1 spouse, 2 child, 5 parent, 3 other
 * related, 4 other non related, 0 none). Both are as the specifications give them; neither is the
 * other's inverse, so each flow uses its own.
 */

/** quote-9.7, portal-3.11: relation to the primary driver (the quote form and the portal): spouse 1, child 2, parent 3, other 4, anything else 5. */
export function relationCode(relation: string): 1 | 2 | 3 | 4 | 5 {
  switch (relation.trim().toLowerCase()) {
    case 'spouse':
      return 1;
    case 'child':
      return 2;
    case 'parent':
      return 3;
    case 'other':
      return 4;
    default:
      return 5;
  }
}

export type RelationName = 'spouse' | 'child' | 'otherRelated' | 'otherNonRelated' | 'parent' | 'self';

/**
 * quote-9.7, portal-3.11: the reverse mapping, as both specifications write it (not the inverse of `relationCode`):
 * 1 spouse, 2 child, 3 other related, 4 other non related, 5 parent, anything else self.
 */
export function relationFromCode(code: number | string | null | undefined): RelationName {
  switch (String(code ?? '').trim()) {
    case '1':
      return 'spouse';
    case '2':
      return 'child';
    case '3':
      return 'otherRelated';
    case '4':
      return 'otherNonRelated';
    case '5':
      return 'parent';
    default:
      return 'self';
  }
}

/** portal-3.12: relation to the primary driver in the binding and payment flows (0: none chosen, which the form refuses). */
export const BINDING_RELATIONS = { none: 0, spouse: 1, child: 2, otherRelated: 3, otherNonRelated: 4, parent: 5 } as const;
export type BindingRelation = keyof typeof BINDING_RELATIONS;
export type BindingRelationCode = (typeof BINDING_RELATIONS)[BindingRelation];

/** portal-3.12: the binding relation of a code (anything unknown is none). */
export function bindingRelationOf(code: number | string | null | undefined): BindingRelation {
  const n = Number(String(code ?? '').trim());
  const found = (Object.keys(BINDING_RELATIONS) as BindingRelation[]).find((name) => BINDING_RELATIONS[name] === n);
  return found ?? 'none';
}

/** portal-3.9: gender in the binding and payment flows: 0 male, 1 female (the portal reads female 1, male 0: the same codes). */
export const BINDING_GENDERS = { male: 0, female: 1 } as const;

/** portal-3.10, quote-9.7: marital: single 1, married 0. */
export const MARITAL_CODES = { single: 1, married: 0 } as const;

/** portal-3.13: a driver's status: 0 insured, 1 excluded (all other), 2 excluded (unlicensed). */
export const DRIVER_STATUSES = { insured: 0, excludedAllOther: 1, excludedUnlicensed: 2 } as const;
export type DriverStatus = keyof typeof DRIVER_STATUSES;

/** portal-3.13: an excluded driver (status 1 or 2): the binding flow hides and clears the licence. */
export function isExcludedStatus(code: number): boolean {
  return code === DRIVER_STATUSES.excludedAllOther || code === DRIVER_STATUSES.excludedUnlicensed;
}

/** portal-3.14: residence status: 0 resident, 1 distant student, 2 military, 3 out of country, 4 other, 5 deceased. */
export const RESIDENCE_STATUSES = { resident: 0, distantStudent: 1, military: 2, outOfCountry: 3, other: 4, deceased: 5 } as const;
export type ResidenceStatus = keyof typeof RESIDENCE_STATUSES;
