/**
 * The header's site menu, the home page's teaser and its "Meet the team" links (site-2.30), in
 * both languages. Drawn at build time into every page (src/siteMenu.ts, src/pages/homeSections.ts):
 * the script that enhances the menu (src/pages/siteHeader.ts) reads no text, so no catalog is
 * loaded at run time.
 */
import type { Lang } from '../config/lang';

export interface SiteHeaderText {
  /** The mobile menu's toggle (its state is aria-expanded). */
  menu: string;
  groups: {
    auto: string;
    offices: string;
    policy: string;
    about: string;
  };
  /** The menu's links ("Get a quote" and "Pay a bill" are the shell's, src/i18n/common.ts). */
  links: {
    insurance101: string;
    offices: string;
    locations: string;
    forgotPassword: string;
    createAccount: string;
    reviews: string;
    team: string;
  };
  /** The heading of a mega-menu panel's second column (a few office pages). */
  popularOffices: string;
  /** Said after the name of every link that opens in a new tab (visually hidden; an icon shows it). */
  newTab: string;
  team: {
    title: string;
    lead: string;
    /** {office}: the office's name. */
    link: string;
  };
  teaser: {
    title: string;
    text: string;
    chat: string;
  };
}

const en: SiteHeaderText = {
  menu: 'Menu',
  groups: { auto: 'Auto insurance', offices: 'Offices', policy: 'Your policy', about: 'About us' },
  links: {
    insurance101: 'Auto insurance 101',
    offices: 'All offices',
    locations: 'Find an office by ZIP or city',
    forgotPassword: 'Forgot your password?',
    createAccount: 'Create an account',
    reviews: 'Customer reviews',
    team: 'Meet the team',
  },
  popularOffices: 'Popular offices',
  newTab: '(opens in a new tab)',
  team: {
    title: 'Meet the team',
    lead: 'Licensed agents who speak English and Spanish, in offices across Texas.',
    link: 'Meet the {office} team',
  },
  teaser: {
    title: 'Auto insurance 101: what each coverage pays for',
    text: 'Liability, collision and comprehensive coverage explained in plain words. Questions? An agent is a message away.',
    chat: 'Chat with an agent',
  },
};

const es: SiteHeaderText = {
  menu: 'Menú',
  groups: { auto: 'Seguro de auto', offices: 'Oficinas', policy: 'Su póliza', about: 'Quiénes somos' },
  links: {
    insurance101: 'Seguro de auto 101',
    offices: 'Todas las oficinas',
    locations: 'Buscar una oficina por código postal o ciudad',
    forgotPassword: '¿Olvidó su contraseña?',
    createAccount: 'Crear una cuenta',
    reviews: 'Opiniones de clientes',
    team: 'Conozca al equipo',
  },
  popularOffices: 'Oficinas más visitadas',
  newTab: '(se abre en una pestaña nueva)',
  team: {
    title: 'Conozca al equipo',
    lead: 'Agentes con licencia que hablan inglés y español, en oficinas por todo Texas.',
    link: 'Conozca al equipo de {office}',
  },
  teaser: {
    title: 'Seguro de auto 101: lo que paga cada cobertura',
    text: 'La cobertura de responsabilidad civil, de choque y amplia explicada en palabras sencillas. ¿Preguntas? Un agente le responde por mensaje.',
    chat: 'Chatee con un agente',
  },
};

export const siteHeaderText: Record<Lang, SiteHeaderText> = { en, es };
