/** Text of the polling engine fixture (studio only). */
import type { Lang } from '../config/lang';

const en = {
  flow: { title: 'Engine fixture: polling with give-up', summary: 'A status asked every 3 s until ready, failed, or four polls pass.' },
  heading: 'Status check',
  start: 'Check the status',
  again: 'Check again',
  checking: 'Checking (call {n})…',
  waiting: 'Not ready after {n} calls. Next call in 3 seconds.',
  ready: 'Ready after {n} calls.',
  gaveUp: 'No result after {n} calls. We stopped asking.',
  failed: 'The check failed on call {n}.',
};

export type FixturePollerText = typeof en;

const es: FixturePollerText = {
  flow: { title: 'Fixture del motor: sondeo con límite', summary: 'Un estado consultado cada 3 s hasta que está listo, falla o pasan cuatro consultas.' },
  heading: 'Consulta de estado',
  start: 'Consultar el estado',
  again: 'Consultar de nuevo',
  checking: 'Consultando (llamada {n})…',
  waiting: 'No está listo tras {n} llamadas. Próxima llamada en 3 segundos.',
  ready: 'Listo tras {n} llamadas.',
  gaveUp: 'Sin resultado tras {n} llamadas. Dejamos de consultar.',
  failed: 'La consulta falló en la llamada {n}.',
};

export const fixturePollerText: Record<Lang, FixturePollerText> = { en, es };
