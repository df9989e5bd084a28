/**
 * "Already paid" as the agency's API says it (site-4.9, portal-4.8): a policy (or a payment
 * lookup) that is not payable and whose message contains the already-made text. Shared by the
 * make-a-payment flow and the customer portal, so the text is quoted once.
 */

/** The server's words, quoted from the specification (site-4.9). */
export const ALREADY_PAID_MESSAGE = 'This payment has already been made';

/** What the rule reads of a policy or a lookup answer. */
export interface PayableAnswer {
  isPayable: boolean;
  message?: string | null;
}

/** site-4.9, portal-4.8: not payable and the message contains the already-made text (case as sent). */
export function isAlreadyPaid(answer: PayableAnswer): boolean {
  return !answer.isPayable && (answer.message ?? '').includes(ALREADY_PAID_MESSAGE);
}
