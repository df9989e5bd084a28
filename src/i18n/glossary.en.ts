/**
 * Text of the glossary (site-2.18, site-3.3, site-4.3, site-9.3).
 *
 * English; its shape is the key type of both languages (glossary.es.ts must match it). A page
 * loads one language through glossary.lazy.ts; glossary.ts holds both. `{count}` is a number of terms.
 */
import type { GlossaryTerm } from '../config/glossary';

export const en = {
  linksLabel: 'Terms in this glossary',
  /** Said after a term's link when its definition is cut off: following it expands the text. */
  shownOnFollow: '(expands the list)',
  /** Counted: the number of terms. */
  termCount: { one: '{count} term', other: '{count} terms' },
  /** Defaults of the configured texts (site-3.3: the expand and collapse labels). */
  configured: {
    title: 'Auto insurance glossary',
    expandLabel: 'Show every definition',
    collapseLabel: 'Show fewer definitions',
    expandLinksLabel: 'Show every term',
    collapseLinksLabel: 'Show fewer terms',
    backToTop: 'Back to top',
  },
  /** The terms a page shows when it configures none. */
  terms: [
    {
      term: 'Premium',
      definition: 'What you pay for your policy, monthly or all at once for the policy term.',
    },
    {
      term: 'Deductible',
      definition: 'The part of a covered repair you pay yourself before your insurance pays the rest. A higher deductible usually lowers the premium.',
    },
    {
      term: 'Liability coverage',
      definition: 'Pays for injuries and damage you cause to other people in an accident. Most states require a minimum amount.',
    },
    {
      term: 'Bodily injury liability',
      definition: 'The part of liability coverage that pays other people’s medical bills and lost wages after an accident you cause.',
    },
    {
      term: 'Property damage liability',
      definition: 'The part of liability coverage that pays for other people’s cars, fences or buildings you damage.',
    },
    {
      term: 'Collision coverage',
      definition: 'Pays to repair or replace your own car after it hits another car or an object, whoever is at fault.',
    },
    {
      term: 'Comprehensive coverage',
      definition: 'Pays for damage to your car from things other than a collision: theft, hail, flood, fire or hitting an animal.',
    },
    {
      term: 'Uninsured motorist coverage',
      definition: 'Protects you when the driver who caused the accident has no insurance, or too little to pay for your injuries.',
    },
    {
      term: 'Personal injury protection (PIP)',
      definition: 'Pays medical bills for you and your passengers after an accident, whoever is at fault. Required in some states.',
    },
    {
      term: 'Declarations page',
      definition: 'The first page of your policy: who and what is insured, the coverages and limits, the deductibles and the premium.',
    },
    {
      term: 'SR-22',
      definition: 'A form your insurer files with the state to prove you carry the required insurance, often after a serious violation.',
    },
  ] satisfies GlossaryTerm[] as GlossaryTerm[],
};

export type GlossaryText = typeof en;
