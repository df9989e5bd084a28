/**
 * The policy disclosure modals of the quote form (quote-2.31): the links' names and, per policy,
 * a title and a plain-language summary in a few short paragraphs (what is collected and why, who
 * sees it, how to stop texts). The agency's full legal texts are not in the specification; these
 * summaries are the project's own. Spanish uses "usted". Rendered as plain text paragraphs.
 *
 * English; `DisclosureTexts` is the key type of both languages (quoteDisclosures.es.ts must match
 * it). A page loads one language through quoteDisclosures.lazy.ts; quoteDisclosures.ts holds both.
 */

export type DisclosureKey = 'informationDisclosure' | 'privacyPolicy' | 'smsPolicy';

export interface DisclosurePolicyText {
  /** The link's name, and the modal's title. */
  title: string;
  /** The summary, one paragraph per entry. */
  paragraphs: readonly string[];
}

export interface DisclosureTexts {
  /** The name of the group of links. */
  linksLabel: string;
  /** The button that closes the modal. */
  close: string;
  /** The modal's close button (×), named with the policy: "Close {title}". */
  closeNamed: string;
  policies: Record<DisclosureKey, DisclosurePolicyText>;
}

export const en: DisclosureTexts = {
  linksLabel: 'Our policies',
  close: 'Close',
  closeNamed: 'Close {title}',
  policies: {
    informationDisclosure: {
      title: 'Information disclosure',
      paragraphs: [
        'To find you auto insurance quotes, we ask for your name, date of birth, contact details, address, driver’s license details, vehicles and the coverage you want.',
        'We send these details to the insurance companies we work with so they can give you a price. They may check public records, such as your driving and claims history, to do so.',
        'We use your email address and phone number to send you your quotes and to contact you about them. Some details about your visit, such as the pages you used, help us improve this website.',
        'We do not sell your information. We only share it with the insurance companies and service providers that help us give you quotes, or when the law requires it.',
      ],
    },
    privacyPolicy: {
      title: 'Privacy policy',
      paragraphs: [
        'We collect what you type in our forms, and basic details about your device and visit. We use them to give you quotes, to help you buy and manage a policy, and to keep our services safe.',
        'The people who see your information are our licensed agents and staff, the insurance companies that quote you, and service providers that work for us under contract. Each of them may use it only for that work.',
        'We keep your information while you are our customer and as long as the law requires. We protect it with security measures such as encrypted connections.',
        'You can ask us to see, correct or delete your information, or to stop marketing messages. Call us or visit one of our offices.',
      ],
    },
    smsPolicy: {
      title: 'SMS policy',
      paragraphs: [
        'If you agree, we send text messages about your quote, your policy and your payments to the mobile number you give us. You do not have to agree to texts to get a quote.',
        'How many messages you get depends on what you do with us. Message and data rates may apply.',
        'To stop text messages at any time, reply STOP. To get help, reply HELP or call us.',
        'Your mobile number and your agreement to receive texts are not sold or shared with other companies for their marketing.',
      ],
    },
  },
};
