/**
 * The office pages' addresses: one page per office, `/offices/<slug>/` (and `/es/offices/<slug>/`).
 * The slugs are written here alone so that the location card's descriptor, which every page
 * carries, names its pages without the office list (src/rules/officesContent.ts holds the offices).
 */
export const OFFICE_SLUGS = [
  'austin-downtown', 'austin-north', 'austin-south', 'dallas-downtown', 'dallas-northeast', 'irving', 'fort-worth-downtown',
  'fort-worth-west', 'houston-downtown', 'houston-bellaire', 'pasadena', 'league-city', 'san-antonio-downtown', 'san-antonio-west',
  'new-braunfels', 'mcallen', 'brownsville', 'laredo', 'corpus-christi', 'lubbock', 'amarillo', 'midland', 'waco', 'tyler',
  'el-paso-downtown', 'el-paso-east',
] as const;

/** The office page of an office, in a language: "/offices/austin-downtown/" or "/es/offices/austin-downtown/". */
export function officePagePath(slug: string, lang: 'en' | 'es' = 'en'): string {
  return `${lang === 'es' ? '/es' : ''}/offices/${slug}/`;
}
