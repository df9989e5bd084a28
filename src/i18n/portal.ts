/**
 * The customer portal's texts in both languages at once (portal.en.ts, portal.es.ts), for the studio,
 * the screens descriptions and the tests. A page loads only its own language, through portal.lazy.ts.
 */
import type { Lang } from '../config/lang';
import { en, type PortalText } from './portal.en';
import { es } from './portal.es';
import type { FlowText } from './texts';

export type { PortalText } from './portal.en';

export const portalText: Record<Lang, PortalText> = { en, es };

/** The flow itself, for the studio and the charts. */
export const portalFlowText: Record<Lang, FlowText> = {
  en: {
    flow: {
      title: 'Customer portal',
      summary: 'A signed-in customer\'s policies with their payment status and action, a policy\'s details, make-payment and the return from payment, and the profile; without a valid token, to sign-in and back.',
    },
  },
  es: {
    flow: {
      title: 'Portal del cliente',
      summary: 'Las pólizas del cliente con su estado de pago y su acción, los detalles de una póliza, el pago y el regreso del pago, y el perfil; sin un token válido, a iniciar sesión y de vuelta.',
    },
  },
};
