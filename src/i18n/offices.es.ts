/** The office widgets' texts in Spanish ("usted"): the same keys as offices.en.ts, the type says so. */
import type { OfficesText } from './offices.en';

export const es: OfficesText = {
  days: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  closed: 'Cerrado',
  miles: { one: '1 milla', other: 'a {miles} millas' },
  phone: 'Llamar al {phone}',
  directions: 'Cómo llegar',
  email: 'Enviar un correo',
  details: 'Detalles de la oficina',
  ofOffice: '{label}, {office}',
  close: 'Cerrar',
  nearestLead: 'Su oficina más cercana:',
  nearestMore: 'Más sobre esta oficina',
  nearestTitle: 'Su oficina más cercana: {office}',
  searchLabel: 'Código postal o ciudad',
  searchHint: 'Por ejemplo 78701 o Austin, TX',
  searchButton: 'Buscar',
  searching: 'Buscando oficinas cerca de {query}…',
  resultsTitle: 'Oficinas cerca de {query}',
  resultsCount: { one: '1 oficina cerca de {query}', other: '{count} oficinas cerca de {query}' },
  searchPrompt: 'Busque por código postal o ciudad para ver las seis oficinas más cercanas.',
  allOffices: 'Ver todas nuestras oficinas',
  searchMapLabel: 'Mapa de las oficinas encontradas',
  hoursButton: 'Horario de la oficina',
  hoursTitle: 'Horario de {office}',
  configured: {
    todayLabel: 'Hoy',
    invalidQuery: 'Escriba un código postal de 5 dígitos o una ciudad y estado, como Austin, TX.',
    searchError: 'No encontramos oficinas para esa búsqueda. Revise el código postal o la ciudad e inténtelo de nuevo.',
    mapUnavailable: 'El mapa no está disponible en este momento. Busque por código postal o ciudad para ver las oficinas más cercanas, con su dirección y cómo llegar.',
  },
};
