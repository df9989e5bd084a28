/** What the generic form shows in each state and what the user does, in the page's language. */
import type { Lang } from '../../src/config/lang';
import { genericFormText } from '../../src/i18n/genericForm';
import type { Action, Expectation, FlowScreens } from '../../src/paths/screens';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function genericFormScreens(lang: Lang): FlowScreens {
  const t = genericFormText[lang];
  const prefix = lang === 'es' ? '/es' : '';
  // The model's page shows the catalog's default form; a field is found by its label (an optional one says so after it),
  // inside the form's own region (the page has other forms: the newsletter's field is "Email" too).
  const formRegion = { role: 'region', name: t.configured.title };
  const field = (name: string) => {
    const f = t.fields.find((x) => x.name === name)!;
    return { role: f.kind === 'checkbox' ? 'checkbox' : 'textbox', name: new RegExp(`^${esc(f.label)}( ${esc(t.optional)})?$`), within: formRegion };
  };
  const message = (name: string, which: 'requiredMessage' | 'constraintMessage') => t.fields.find((x) => x.name === name)![which]!;
  const textFields = t.fields.filter((f) => f.kind !== 'checkbox').map((f) => f.name);
  const submit = { role: 'button', name: t.configured.submit, within: formRegion };
  const form: Expectation[] = [{ role: 'heading', name: t.configured.title }, ...t.fields.map((f) => field(f.name)), submit];
  return {
    transient: ['opening', 'spam', 'sending'],
    states: {
      opening: [],
      editing: [...form, { text: message('agree', 'requiredMessage'), absent: true }],
      // Both invalid submits leave the required box unticked and fail the name first (empty, or not letters).
      invalid: [
        ...form,
        { text: message('agree', 'requiredMessage') },
        // (after the visually hidden "Error:" the message's element starts with)
        { text: new RegExp(`(${esc(message('fullName', 'requiredMessage'))}|${esc(message('fullName', 'constraintMessage'))})$`) },
        { ...field('fullName'), focused: true },
      ],
      // site-5.8: the error page instead of the submit.
      spam: [{ navigatedTo: new RegExp(`${prefix}/form-error/$`) }],
      // site-7.14: the browser submits natively (the action's handler answers with this page and ?sent=1).
      sending: [{ role: 'button', name: t.sending, busy: true, within: formRegion }],
      sent: [
        { role: 'heading', name: t.thankYouTitle, focused: true },
        { text: t.configured.thankYou },
        { role: 'link', name: t.another, href: `${prefix}/auto-insurance-101/` },
        // The form is gone (the page's other forms stay).
        { ...formRegion, absent: true },
      ],
    },
    actions: {
      'form.submit': (event) => {
        const e = event as unknown as { values: Record<string, string | boolean>; trap: string };
        const actions: Action[] = textFields.map((name) => ({ fill: field(name), value: String(e.values[name] ?? '') }));
        // Only the correct submit ticks a box, and it ends the form: a box is never ticked twice.
        for (const f of t.fields) if (f.kind === 'checkbox' && e.values[f.name] === true) actions.push({ click: field(f.name) });
  if (e.trap) actions.push({ fill: { label: t.trapLabel, within: formRegion }, value: e.trap });
        actions.push({ click: submit });
        return actions;
      },
    },
  };
}
