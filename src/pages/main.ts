/** The one script of every page: the shared styles, then the page's widgets. */
import '../ui/styles.css';
import '../ui/form/form.css';
import '../ui/form/password.css';
import './site.css';
import './account.css';
import './offices.css';
import './abTesting.css';
import './heroCounts.css';
import { detectLang } from '../config/lang';
import { mountAll, pageIdle } from '../mount';
import { isAuthorEnvironment, pageTestingLibrary, revealWhenTested } from './abTesting';

// site-4.19: a page built hidden for an A/B test is shown again as soon as it may be (at most 3 s).
const html = document.documentElement;
void revealWhenTested({ root: html, author: isAuthorEnvironment(html, window.location.hostname), library: pageTestingLibrary });
void mountAll();
// site-7.1: a hero top bar with live counts is filled once the page is idle (its code loads only then, and only where there is one).
if (document.querySelector('[data-hero-counts]')) {
  void pageIdle()
    .then(() => import('./heroCounts'))
    .then((m) => m.fillHeroCounts(document, detectLang(window.location)))
    .catch(() => undefined);
}
