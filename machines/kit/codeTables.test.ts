/** The code tables (machines/kit/codeTables.ts), row by row as the specifications give them. */
import { describe, expect, it } from 'vitest';
import { BINDING_GENDERS, BINDING_RELATIONS, bindingRelationOf, DRIVER_STATUSES, isExcludedStatus, MARITAL_CODES, relationCode, relationFromCode, RESIDENCE_STATUSES, type RelationName } from './codeTables';

describe('the relation codes of the quote form and the portal', () => {
  const relations: [string, number][] = [
    ['spouse', 1],
    ['child', 2],
    ['parent', 3],
    ['other', 4],
    ['Spouse', 1],
    ['sibling', 5],
    ['', 5],
  ];
  it.each(relations)('[quote-9.7 portal-3.11] the relation %j is sent as %i', (relation, code) => {
    expect(relationCode(relation)).toBe(code);
  });

  const reverse: [number | string | null | undefined, RelationName][] = [
    [1, 'spouse'],
    [2, 'child'],
    [3, 'otherRelated'],
    [4, 'otherNonRelated'],
    [5, 'parent'],
    ['2', 'child'],
    [0, 'self'],
    [6, 'self'],
    [null, 'self'],
    [undefined, 'self'],
  ];
  it.each(reverse)('[quote-9.7 portal-3.11] the relation code %j reads as %j', (code, name) => {
    expect(relationFromCode(code)).toBe(name);
  });
});

describe('the code tables of the binding and payment flows', () => {
  it('[portal-3.8 portal-3.12] relation: 1 spouse, 2 child, 5 parent, 3 other related, 4 other non related, 0 none', () => {
    expect(BINDING_RELATIONS).toEqual({ none: 0, spouse: 1, child: 2, otherRelated: 3, otherNonRelated: 4, parent: 5 });
    expect([0, 1, 2, 3, 4, 5].map(bindingRelationOf)).toEqual(['none', 'spouse', 'child', 'otherRelated', 'otherNonRelated', 'parent']);
    expect(['5', ' 2 ', 6, -1, null, undefined, 'x'].map(bindingRelationOf)).toEqual(['parent', 'child', 'none', 'none', 'none', 'none', 'none']);
  });

  it('[portal-3.9 portal-3.10] gender 0 male, 1 female; marital single 1, married 0', () => {
    expect(BINDING_GENDERS).toEqual({ male: 0, female: 1 });
    expect(MARITAL_CODES).toEqual({ single: 1, married: 0 });
  });

  it('[portal-3.13] driver status: 0 insured, 1 excluded all other, 2 excluded unlicensed', () => {
    expect(DRIVER_STATUSES).toEqual({ insured: 0, excludedAllOther: 1, excludedUnlicensed: 2 });
    expect([0, 1, 2, 3].map(isExcludedStatus)).toEqual([false, true, true, false]);
  });

  it('[portal-3.14] residence status: 0 resident, 1 distant student, 2 military, 3 out of country, 4 other, 5 deceased', () => {
    expect(RESIDENCE_STATUSES).toEqual({ resident: 0, distantStudent: 1, military: 2, outOfCountry: 3, other: 4, deceased: 5 });
  });
});
