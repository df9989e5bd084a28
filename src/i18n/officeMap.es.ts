/** The office map's texts in Spanish ("usted"): the same keys as officeMap.en.ts, the type says so. */
import type { OfficeMapText } from './officeMap.en';

export const es: OfficeMapText = {
  mapLabel: 'Mapa de nuestras oficinas',
  loading: 'Cargando el mapa…',
  pending: 'Colocando nuestras oficinas en el mapa…',
  ready: { one: '1 oficina en el mapa', other: '{count} oficinas en el mapa' },
  listTitle: 'Busque una oficina en el mapa',
  showOnMap: 'Mostrar {office} en el mapa',
  showing: 'Mostrando {office} en el mapa',
  hours: { monFri: 'De lunes a viernes', saturday: 'Sábado', sunday: 'Domingo' },
  closeInfo: 'Cerrar los datos de {office}',
  configured: {
    unavailable: 'El mapa no está disponible en este momento. Todas las oficinas aparecen en esta página con su dirección y cómo llegar.',
  },
};
