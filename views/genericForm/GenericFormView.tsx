/**
 * The generic form (site-2.19, site-5.7 to site-5.9, site-7.14, site-8.8): a real `<form>` with
 * its action and method, its fields as the page authored them, a spam trap people never see, and
 * the captcha when present. On submit the view hands the values to the chart, which judges every
 * field; the failing ones show their messages and the first takes focus. When the chart accepts
 * the submit (`sending`), the view lets the browser submit the form natively (site-7.14);
 * otherwise it stops it. Checkbox values as site-5.7 says: "checked" ticked; unticked, an empty
 * value when required (the browser sends nothing), else a hidden "Unchecked".
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { GenericFormMachine } from '../../machines/genericForm.machine';
import { checkboxValue, type FormValues } from '../../machines/genericForm.rules';
import type { Lang } from '../../src/i18n';
import type { GenericFormText } from '../../src/i18n/genericForm';
import { Button, useFocusOnMount } from '../../src/ui';
import { FieldError, FieldFrame, fieldIds } from '../../src/ui/Field';
import { GenericFormFlow } from './GenericFormFlow';
import { GenericFormTextsProvider, useGenericFormTexts } from './texts';

type Snap = SnapshotFrom<GenericFormMachine>;

/** What the page gives the form's view (the widget root passes its validated data-config). */
export interface GenericFormViewProps {
  lang: Lang;
  config: { action: string; method: 'post' | 'get'; trapName: string; messages: Partial<GenericFormText['configured']> };
}

/** The captcha's response field, as the provider's widget names it. */
export const CAPTCHA_FIELD = 'g-recaptcha-response';
/** What the sandbox's stand-in answers when ticked (the provider's captcha cannot load on this machine). */
export const CAPTCHA_STAND_IN_RESPONSE = 'sandbox-captcha-pass';

const selectSent = (s: Snap) => s.matches('sent');

export function GenericFormView({ lang, config }: GenericFormViewProps) {
  return (
    <GenericFormTextsProvider lang={lang} messages={config.messages}>
      <Screens config={config} />
    </GenericFormTextsProvider>
  );
}

function Screens({ config }: { config: GenericFormViewProps['config'] }) {
  const actor = GenericFormFlow.useActorRef();
  const sent = useSelector(actor, selectSent);
  return <div className="generic-form">{sent ? <ThankYou /> : <Form config={config} />}</div>;
}

const selectForm = (s: Snap) => ({
  fields: s.context.fields,
  problems: s.context.problems,
  captcha: s.context.captcha,
  captchaError: s.context.captchaError,
  redirect: s.context.redirect,
  sending: s.matches('sending'),
});

function Form({ config }: { config: GenericFormViewProps['config'] }) {
  const { t, form } = useGenericFormTexts();
  const actor = GenericFormFlow.useActorRef();
  const v = useSelector(actor, selectForm, shallowEqual);
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const captchaId = `${id}-captcha`;
  const titleId = `${id}-title`;
  const [ticked, setTicked] = useState<Record<string, boolean>>({});

  // site-5.7: after a failed submit the first failing field (in page order; the captcha last) takes focus.
  useEffect(() => {
    const first = v.fields.find((f) => f.name in v.problems);
    const target = first ? `${id}-${first.name}` : v.captchaError ? `${id}-captcha` : null;
    if (target) document.getElementById(target)?.focus();
  }, [id, v.fields, v.problems, v.captchaError]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const values: FormValues = {};
    for (const field of v.fields) {
      values[field.name] = field.kind === 'checkbox' ? data.get(field.name) === 'checked' : String(data.get(field.name) ?? '');
    }
    const before = actor.getSnapshot();
    actor.send({
      type: 'form.submit',
      values,
      trap: String(data.get(config.trapName) ?? ''),
      captcha: v.captcha ? String(data.get(CAPTCHA_FIELD) ?? '') : null,
    });
    // site-7.14: the browser's own submit goes only when the chart has just accepted the form.
    if (before.matches('sending') || !actor.getSnapshot().matches('sending')) event.preventDefault();
  };

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t.configured.title}</h2>
      <p>{t.intro}</p>
      <form className="form-grid generic-form__form" action={config.action} method={config.method} noValidate onSubmit={onSubmit} aria-busy={v.sending || undefined}>
        {v.fields.map((field) => {
          const error = v.problems[field.name];
          const { hintId, errorId } = fieldIds(fieldId(field.name));
          const describedBy = [field.hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
          if (field.kind === 'checkbox') {
            const checked = ticked[field.name] === true;
            const unchecked = checkboxValue(false, field.required);
            return (
              <div key={field.name} className={`ui-check${error ? ' ui-field--error' : ''}`}>
                <div className="ui-check__row">
                  <input
                    id={fieldId(field.name)}
                    name={field.name}
                    type="checkbox"
                    value={checkboxValue(true, field.required)}
                    className="ui-check__input"
                    checked={checked}
                    onChange={(e) => setTicked((old) => ({ ...old, [field.name]: e.target.checked }))}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={describedBy}
                    aria-required={field.required || undefined}
                  />
                  <label htmlFor={fieldId(field.name)} className="ui-check__label">
                    {field.label}
                    {!field.required && ' '}
                    {!field.required && <span className="generic-form__optional">{t.optional}</span>}
                  </label>
                </div>
                {!checked && unchecked !== '' && <input type="hidden" name={field.name} value={unchecked} />}
                {field.hint && (
                  <div className="ui-field__hint" id={hintId}>
                    {field.hint}
                  </div>
                )}
                {error && <FieldError id={errorId} prefix={form.errorPrefix} message={error} />}
              </div>
            );
          }
          const label = (
            <>
              {field.label}
              {!field.required && ' '}
                    {!field.required && <span className="generic-form__optional">{t.optional}</span>}
            </>
          );
          const common = {
            id: fieldId(field.name),
            name: field.name,
            className: 'ui-field__input',
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy,
            'aria-required': field.required || undefined,
          };
          return (
            <FieldFrame key={field.name} id={fieldId(field.name)} label={label} hint={field.hint} error={error} errorPrefix={form.errorPrefix}>
              {field.kind === 'textarea' ? (
                <textarea {...common} rows={4} />
              ) : (
                <input
                  {...common}
                  type={field.kind}
                  autoComplete={field.kind === 'email' ? 'email' : field.kind === 'tel' ? 'tel' : field.name === 'fullName' ? 'name' : undefined}
                />
              )}
            </FieldFrame>
          );
        })}
        {/* site-5.8: the spam trap, a text field with the text class; hidden from people and from assistive technology. */}
        <div className="generic-form__trap" aria-hidden="true">
          <label htmlFor={`${id}-trap`}>{t.trapLabel}</label>
          <input id={`${id}-trap`} name={config.trapName} type="text" className="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        {v.captcha && <Captcha id={captchaId} error={v.captchaError} />}
        <div className="form-actions">
          <Button type="submit" busy={v.sending} busyLabel={t.sending}>
            {t.configured.submit}
          </Button>
        </div>
        <input type="hidden" name="redirect" value={v.redirect} />
      </form>
    </section>
  );
}

/**
 * site-5.9: the captcha. The provider's widget cannot load on this machine; the sandbox's stand-in
 * is a checkbox whose response field holds a value once ticked, as the provider's does once solved.
 */
function Captcha({ id, error }: { id: string; error: boolean }) {
  const { t, form } = useGenericFormTexts();
  const [solved, setSolved] = useState(false);
  const { errorId } = fieldIds(id);
  return (
    <fieldset className={`ui-field-group generic-form__captcha${error ? ' ui-field-group--error' : ''}`}>
      <legend className="ui-field-group__legend">{t.captchaLegend}</legend>
      <div className="ui-check__row">
        <input
          id={id}
          type="checkbox"
          className="ui-check__input"
          checked={solved}
          onChange={(e) => setSolved(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id} className="ui-check__label">
          {t.captchaStandIn}
        </label>
      </div>
      <input type="hidden" name={CAPTCHA_FIELD} value={solved ? CAPTCHA_STAND_IN_RESPONSE : ''} />
      {error && <FieldError id={errorId} prefix={form.errorPrefix} message={t.configured.captchaMessage} />}
    </fieldset>
  );
}

const selectPage = (s: Snap) => s.context.page;

function ThankYou() {
  const { t } = useGenericFormTexts();
  const actor = GenericFormFlow.useActorRef();
  const page = useSelector(actor, selectPage);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="generic-form__thanks" aria-labelledby="generic-form-thanks">
      <h2 id="generic-form-thanks" ref={heading} tabIndex={-1}>
        {t.thankYouTitle}
      </h2>
      <p>{t.configured.thankYou}</p>
      <p>
        <a href={page}>{t.another}</a>
      </p>
    </section>
  );
}
