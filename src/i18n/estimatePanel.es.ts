/** The estimate panel's texts in Spanish ("usted"): the same keys as estimatePanel.en.ts, the type says so. */
import type { EstimatePanelText } from './estimatePanel.en';

const row = (label: string, amount: number) => ({ label, amount });
const household = {
  drivers: [
    { name: 'Maria Garcia', detail: 'Conductora principal', active: true },
    { name: 'Daniel Garcia', detail: 'Cónyuge', active: true },
    { name: 'Sofia Garcia', detail: 'Hija, permiso de aprendiz', active: false },
  ],
  vehicles: [
    { name: '2019 Toyota Camry', detail: 'Traslado al trabajo', active: true },
    { name: '2015 Ford F-150', detail: 'Trabajo', active: true },
    { name: '2008 Honda Civic', detail: 'Guardado', active: false },
  ],
};

export const es: EstimatePanelText = {
  perMonth: '{amount} al mes',
  rowsLabel: 'De qué se compone el estimado',
  rowHeader: 'Cobertura',
  amountHeader: 'Al mes',
  drivers: 'Conductores en este estimado',
  vehicles: 'Vehículos en este estimado',
  noDrivers: 'Ningún conductor está activo en este estimado.',
  noVehicles: 'Ningún vehículo está activo en este estimado.',
  configured: {
    title: 'De qué se compone un estimado',
    expandLabel: 'Mostrar los detalles',
    collapseLabel: 'Ocultar los detalles',
  },
  choose: {
    prompt: 'Elija una cobertura para ver un ejemplo: lo que podría costar al mes a un hogar con dos conductores y dos vehículos.',
    legend: 'Mostrar un ejemplo de',
    liability: 'Solo responsabilidad civil',
    full: 'Cobertura completa',
    note: 'Un ejemplo, no una cotización: su precio depende de sus conductores, sus vehículos y dónde vive.',
    change: 'Elegir otra cobertura',
  },
  examples: {
    liability: {
      monthly: 87.85,
      rows: [row('Responsabilidad civil por lesiones corporales', 48.2), row('Responsabilidad civil por daños a la propiedad', 31.55), row('Cargo de la póliza', 8.1)],
      ...household,
    },
    full: {
      monthly: 142.37,
      rows: [
        row('Responsabilidad civil por lesiones corporales', 48.2),
        row('Responsabilidad civil por daños a la propiedad', 31.55),
        row('Choque', 36.1),
        row('Cobertura amplia', 18.42),
        row('Cargo de la póliza', 8.1),
      ],
      ...household,
    },
  },
};
