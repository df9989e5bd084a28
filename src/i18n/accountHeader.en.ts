/**
 * Text of the header's account control (site-2.28): the sign-in link a signed-out visitor sees
 * (drawn at build time by src/shell.ts) and the signed-in customer's menu.
 *
 * English; its shape is the key type of both languages (accountHeader.es.ts must match it).
 */
export const en = {
  signIn: 'Sign in',
  /** The button's label while the name loads, or when it cannot be read. */
  myAccount: 'My account',
  /** The menu's name, read after the button's visible text: "Maria Garcia, account menu". */
  menuLabel: 'account menu',
  /** {email}: the signed-in customer's email, in the open menu. */
  signedInAs: 'Signed in as {email}',
  /** portal-1.4: the menu's link to the customer portal. */
  portal: 'Your policies and rewards',
  signOut: 'Sign out',
  signingOut: 'Signing you out…',
  configured: {},
};

export type AccountHeaderText = typeof en;
