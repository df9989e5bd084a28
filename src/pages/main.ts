/** The one script of every page: the shared styles, then the page's widgets. */
import '../ui/styles.css';
import '../ui/form/form.css';
import '../ui/form/password.css';
import './site.css';
import './account.css';
import { mountAll } from '../mount';

void mountAll();
