/** Text of the child-machine engine fixture (studio only). */
import type { Lang } from '../config/lang';

const en = {
  flow: { title: 'Engine fixture: a dialog machine', summary: 'A form whose add-driver dialog is a machine of its own, with its own call.' },
  heading: 'Drivers',
  none: 'No drivers yet.',
  add: 'Add a driver',
  added: 'Driver {name} added.',
  unchanged: 'No driver was added.',
  dialogTitle: 'Add a driver',
  nameLabel: 'Driver name',
  save: 'Save driver',
  cancel: 'Cancel',
  saving: 'Saving the driver…',
  nameMissing: 'Enter the driver name.',
  saveFailed: 'We could not save the driver. Please try again.',
};

export type FixtureModalText = typeof en;

const es: FixtureModalText = {
  flow: { title: 'Fixture del motor: un diálogo con máquina propia', summary: 'Un formulario cuyo diálogo para agregar conductor es una máquina propia, con su propia llamada.' },
  heading: 'Conductores',
  none: 'Aún no hay conductores.',
  add: 'Agregar un conductor',
  added: 'Conductor {name} agregado.',
  unchanged: 'No se agregó ningún conductor.',
  dialogTitle: 'Agregar un conductor',
  nameLabel: 'Nombre del conductor',
  save: 'Guardar conductor',
  cancel: 'Cancelar',
  saving: 'Guardando el conductor…',
  nameMissing: 'Ingrese el nombre del conductor.',
  saveFailed: 'No pudimos guardar el conductor. Inténtelo de nuevo.',
};

export const fixtureModalText: Record<Lang, FixtureModalText> = { en, es };
