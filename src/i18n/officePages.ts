/**
 * Text of the office pages' static markup (src/pages/officePages.ts): the office list of
 * /offices/, each office's page (its title, description, lead) and its nearby offices. The
 * widgets on these pages have their own catalog (offices.en.ts, offices.es.ts).
 */
import type { Lang } from '../config/lang';

const en = {
  allOffices: 'All our offices',
  searchLink: 'Search for an office by ZIP code or city',
  allOfficesLink: 'See all our offices',
  hours: { monFri: 'Monday to Friday', saturday: 'Saturday', sunday: 'Sunday' },
  phone: 'Call {phone}',
  directions: 'Get Directions',
  email: 'Send an Email',
  details: 'Location Details',
  ofOffice: '{label}, {office}',
  nearbyTitle: 'Offices nearby',
  noneNearby: 'No other office is close to this one.',
  miles: { one: '1 mile', other: '{miles} miles away' },
  officeTitle: '{office} office: address, phone and hours | Bluebonnet Auto Insurance',
  officeDescription: 'Bluebonnet Auto Insurance in {city}, TX: {address}. Call {phone}.',
  officeLead: 'Visit us at {address}, {city}, {state} {zipcode}, or call us at {phone}.',
};

export type OfficePagesText = typeof en;

const es: OfficePagesText = {
  allOffices: 'Todas nuestras oficinas',
  searchLink: 'Buscar una oficina por código postal o ciudad',
  allOfficesLink: 'Ver todas nuestras oficinas',
  hours: { monFri: 'De lunes a viernes', saturday: 'Sábado', sunday: 'Domingo' },
  phone: 'Llamar al {phone}',
  directions: 'Cómo llegar',
  email: 'Enviar un correo',
  details: 'Detalles de la oficina',
  ofOffice: '{label}, {office}',
  nearbyTitle: 'Oficinas cercanas',
  noneNearby: 'No hay otra oficina cerca de esta.',
  miles: { one: '1 milla', other: 'a {miles} millas' },
  officeTitle: 'Oficina de {office}: dirección, teléfono y horario | Bluebonnet Auto Insurance',
  officeDescription: 'Bluebonnet Auto Insurance en {city}, TX: {address}. Llame al {phone}.',
  officeLead: 'Visítenos en {address}, {city}, {state} {zipcode}, o llámenos al {phone}.',
};

export const officePagesText: Record<Lang, OfficePagesText> = { en, es };
