/** The office map's texts in English (site §2 "Office locations map"). */
export const en = {
  /** The map area's name (a region). */
  mapLabel: 'Map of our offices',
  loading: 'Loading the map…',
  pending: 'Placing our offices on the map…',
  ready: { one: '1 office on the map', other: '{count} offices on the map' },
  /** The list beside the map: the same "show on the map" action as a marker, for keyboards and screen readers. */
  listTitle: 'Find an office on the map',
  showOnMap: 'Show {office} on the map',
  /** Said when an info window opens. */
  showing: 'Showing {office} on the map',
  hours: { monFri: 'Monday to Friday', saturday: 'Saturday', sunday: 'Sunday' },
  closeInfo: 'Close the details of {office}',
  configured: {
    /** No key, or the maps script failed: the map area says so; everything else on the page works. */
    unavailable: 'The map is not available right now. Every office is listed on this page with its address and directions.',
  },
};

export type OfficeMapText = typeof en;
