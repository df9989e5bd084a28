/**
 * What the binding page (`/bind/`) configures of its flow, in its host's data-config
 * (src/config/binding.ts): the per-carrier configurations of the agency's binding carriers
 * (portal-3.21; the carriers of the quote cards, by companyId), as the agency's configuration sheet
 * writes them. The flow's path model starts from the same (fixtures/models/binding.model.ts), and
 * the sandbox's carriers are these (fixtures/data/binding.ts, a test keeps them equal).
 */
import type { Lang } from '../config/lang';

/** Lone Star Mutual's paperless consent message (portal-5.8), in the page's language. */
export const CONSENT_MESSAGE: Readonly<Record<Lang, string>> = {
  en: 'I agree to receive my policy documents and notices by email instead of by mail.',
  es: 'Acepto recibir los documentos y avisos de mi póliza por correo electrónico en lugar de por correo postal.',
};

/** The binding page's configuration in a language (the carriers' own messages in it). */
export function bindingPageConfig(lang: Lang) {
  return {
    carriers: BINDING_PAGE_CONFIG.carriers.map((c) => (c.carrierid === 'LSM' ? { ...c, consentmessage: CONSENT_MESSAGE[lang] } : c)),
  };
}

/** The English page's (the path model starts from it). */
export const BINDING_PAGE_CONFIG = {
  carriers: [
    {
      carrierid: 'LSM',
      enabledriverstatus: true,
      enableallfieldsforexclude: true,
      enablemaritalvalidation: true,
      enablepaperlessconsent: true,
      consentmessage: 'I agree to receive my policy documents and notices by email instead of by mail.' as string,
      enablesecondarydriverdob: true,
      enableesign: true,
      carrierstate: 'TX',
    },
    { carrierid: 'GCA' },
    { carrierid: 'PCX', questionorder: 'GARAGE, SUSP, SR22', enableactiontype: 'include', carrierstate: 'TX' },
    { carrierid: 'SRI', enablesecondarydriverdob: 'true', hideadditionaldriversection: 'false' },
  ],
} as const;
