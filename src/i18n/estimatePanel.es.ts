/** The estimate panel's texts in Spanish ("usted"): the same keys as estimatePanel.en.ts, the type says so. */
import type { EstimatePanelText } from './estimatePanel.en';

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
    title: 'Su estimado',
    expandLabel: 'Mostrar los detalles',
    collapseLabel: 'Ocultar los detalles',
  },
  example: {
    monthly: 142.37,
    rows: [
      { label: 'Responsabilidad civil por lesiones corporales', amount: 48.2 },
      { label: 'Responsabilidad civil por daños a la propiedad', amount: 31.55 },
      { label: 'Choque', amount: 36.1 },
      { label: 'Cobertura amplia', amount: 18.42 },
      { label: 'Cargo de la póliza', amount: 8.1 },
    ],
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
  },
};
