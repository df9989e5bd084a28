/** The glossary's texts in Spanish ("usted"): the same keys as glossary.en.ts, the type says so. */
import type { GlossaryText } from './glossary.en';

export const es: GlossaryText = {
  linksLabel: 'Términos de este glosario',
  shownOnFollow: '(amplía la lista)',
  termCount: { one: '{count} término', other: '{count} términos' },
  configured: {
    title: 'Glosario del seguro de auto',
    expandLabel: 'Mostrar todas las definiciones',
    collapseLabel: 'Mostrar menos definiciones',
    expandLinksLabel: 'Mostrar todos los términos',
    collapseLinksLabel: 'Mostrar menos términos',
    backToTop: 'Volver arriba',
  },
  terms: [
    {
      term: 'Prima',
      definition: 'Lo que usted paga por su póliza, cada mes o de una sola vez por el plazo de la póliza.',
    },
    {
      term: 'Deducible',
      definition: 'La parte de una reparación cubierta que usted paga antes de que su seguro pague el resto. Un deducible más alto suele bajar la prima.',
    },
    {
      term: 'Cobertura de responsabilidad civil',
      definition: 'Paga las lesiones y los daños que usted causa a otras personas en un accidente. La mayoría de los estados exige un monto mínimo.',
    },
    {
      term: 'Responsabilidad civil por lesiones corporales',
      definition: 'La parte de la responsabilidad civil que paga los gastos médicos y los salarios perdidos de otras personas después de un accidente que usted causa.',
    },
    {
      term: 'Responsabilidad civil por daños a la propiedad',
      definition: 'La parte de la responsabilidad civil que paga los autos, cercas o edificios de otras personas que usted daña.',
    },
    {
      term: 'Cobertura de choque',
      definition: 'Paga la reparación o el reemplazo de su propio auto cuando choca con otro auto o con un objeto, sin importar quién tenga la culpa.',
    },
    {
      term: 'Cobertura amplia',
      definition: 'Paga los daños a su auto por causas distintas de un choque: robo, granizo, inundación, incendio o el golpe con un animal.',
    },
    {
      term: 'Cobertura de conductor sin seguro',
      definition: 'Lo protege cuando el conductor que causó el accidente no tiene seguro, o tiene muy poco para pagar sus lesiones.',
    },
    {
      term: 'Protección contra lesiones personales (PIP)',
      definition: 'Paga los gastos médicos de usted y sus pasajeros después de un accidente, sin importar quién tenga la culpa. Es obligatoria en algunos estados.',
    },
    {
      term: 'Página de declaraciones',
      definition: 'La primera página de su póliza: quién y qué está asegurado, las coberturas y los límites, los deducibles y la prima.',
    },
    {
      term: 'SR-22',
      definition: 'Un formulario que su aseguradora presenta al estado para demostrar que usted tiene el seguro exigido, a menudo después de una infracción grave.',
    },
  ],
};
