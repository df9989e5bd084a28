/**
 * The policies chart's dialogs (portal-2.4, portal-3.2, portal-8.4, portal-9.21): a policy's
 * details (type, company, monthly payment, dates, drivers, vehicles with VIN, coverages with limits
 * (in thousands where the kit says, portal-9.20) and deductibles, payments made, installments, and
 * the ID card and declarations page where the API links them), the could-not-load note in its place, and the
 * payment help dialog (call, text, chat) when the pay-now URL failed, with the after-hours note at
 * the configured hours.
 */
import { useSelector } from '@xstate/react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { PoliciesMachine, PolicyDetails } from '../../machines/portal/policies.machine';
import { chicagoHour, helpModalVariant } from '../../machines/portal/policyStatus.rules';
import { fill } from '../../src/i18n';
import { formatDate } from '../../src/rules/dates';
import { formatMoney } from '../../src/rules/money';
import { phoneHref } from '../../src/rules/offices';
import { Button, ButtonLink, Modal, VisuallyHidden } from '../../src/ui';
import { documentLink, localizedHref } from '../../src/rules/url';
import { coverageLimitText } from '../../machines/kit/coverages';
import { usePortalTexts, type PortalViewConfig } from './texts';

type Snap = SnapshotFrom<PoliciesMachine>;

const selectDialog = (s: Snap): 'details' | 'detailsFailed' | 'help' | null =>
  s.matches({ listed: 'details' }) ? 'details' : s.matches({ listed: 'detailsFailed' }) ? 'detailsFailed' : s.matches({ listed: 'help' }) ? 'help' : null;
const selectDetails = (s: Snap) => s.context.details;
const selectPageUrl = (s: Snap) => s.context.pageUrl;

export function PolicyDialogs({ policies, config, now }: { policies: AnyActorRef; config: PortalViewConfig; now: () => Date }) {
  const { t } = usePortalTexts();
  const dialog = useSelector(policies, selectDialog);
  const details = useSelector(policies, selectDetails);
  const pageUrl = useSelector(policies, selectPageUrl);
  const close = () => policies.send({ type: 'dialog.close' });
  if (dialog === 'details' && details) return <DetailsDialog details={details} pageUrl={pageUrl} onClose={close} />;
  if (dialog === 'detailsFailed') {
    return (
      <Modal title={t.detail.failed} onClose={close} closeLabel={t.detail.close} size="small" actions={<Button onClick={close}>{t.detail.close}</Button>}>
        <p role="alert">{t.detail.failed}</p>
      </Modal>
    );
  }
  if (dialog === 'help') return <HelpDialog config={config} now={now} onClose={close} />;
  return null;
}

function DetailsDialog({ details, pageUrl, onClose }: { details: PolicyDetails; pageUrl: string; onClose: () => void }) {
  const { t, lang } = usePortalTexts();
  const d = details.details;
  const money = (n: number) => formatMoney(n, lang);
  const date = (s: string) => formatDate(s, lang);
  return (
    <Modal title={fill(t.policyTitle, { number: details.policyNumber })} onClose={onClose} closeLabel={t.detail.close} size="large" actions={<Button onClick={onClose}>{t.detail.close}</Button>}>
      <dl className="portal-detail__facts">
        {d.policyType && <Row label={t.policyType} value={d.policyType} />}
        <Row label={t.company} value={d.company} />
        {d.monthlyPayment !== null && <Row label={t.monthlyPayment} value={money(d.monthlyPayment)} />}
        {d.effectiveDate && <Row label={t.effectiveDate} value={date(d.effectiveDate)} />}
        {d.expirationDate && <Row label={t.expirationDate} value={date(d.expirationDate)} />}
        {d.paymentDueDate && <Row label={t.dueDate} value={date(d.paymentDueDate)} />}
      </dl>
      <Section title={t.detail.drivers} items={d.drivers.map((x) => (x.age === null ? x.name : `${x.name}, ${fill(t.detail.driverAge, { age: x.age })}`))} />
      <Section title={t.detail.vehicles} items={d.vehicles.map((x) => `${[x.year, x.make, x.model].filter(Boolean).join(' ')}${x.vin ? ` · ${t.detail.vin} ${x.vin}` : ''}`)} />
      <Section
        title={t.detail.coverages}
        items={d.coverages.map((c) =>
          [c.coverageName, c.limit.length > 0 ? `${t.detail.limit} ${c.limit.map((l) => coverageLimitText(c.coverageName, l)).join(' / ')}` : '', c.deductible ? `${t.detail.deductible} ${c.deductible}` : ''].filter(Boolean).join(' · '),
        )}
      />
      <Section
        title={t.detail.transactions}
        items={d.transactions.map((x) => [date(x.entryDate ?? x.createdUtc), money(x.collectedAmount), x.paymentSource ? `${t.detail.paymentSource} ${x.paymentSource}` : ''].filter(Boolean).join(' · '))}
      />
      <Section title={t.detail.installments} items={d.installments.map((x) => `${date(x.dueDate)} · ${money(x.dueAmount)}`)} />
      <Documents documents={d.documents} pageUrl={pageUrl} />
    </Modal>
  );
}

/** The policy's ID card and declarations page, each a PDF in a new tab; only addresses on this site or https are linked. */
function Documents({ documents, pageUrl }: { documents: PolicyDetails['details']['documents']; pageUrl: string }) {
  const { t } = usePortalTexts();
  const links = documents.flatMap((doc) => {
    const href = documentLink(doc.url, pageUrl);
    return href ? [{ href, label: doc.type === 'idCard' ? t.detail.idCard : t.detail.declarations }] : [];
  });
  if (links.length === 0) return null;
  return (
    <section className="portal-detail__section">
      <h3>{t.detail.documents}</h3>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
              <VisuallyHidden>{` (${t.detail.newTab})`}</VisuallyHidden>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="portal-detail__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Section({ title, items }: { title: string; items: string[] }) {
  const { t } = usePortalTexts();
  return (
    <section className="portal-detail__section">
      <h3>{title}</h3>
      {items.length === 0 ? (
        <p>{t.detail.none}</p>
      ) : (
        <ul>
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** portal-8.4, portal-9.21: the pay-now URL failed: call, text or chat, and at the configured hours the after-hours note. */
function HelpDialog({ config, now, onClose }: { config: PortalViewConfig; now: () => Date; onClose: () => void }) {
  const { t, lang } = usePortalTexts();
  const afterHours = helpModalVariant({ ...config.helpModal, hour: chicagoHour(now()) });
  return (
    <Modal title={t.help.title} onClose={onClose} closeLabel={t.help.close} size="small" actions={<Button variant="secondary" onClick={onClose}>{t.help.close}</Button>}>
      <p role="alert">{t.help.body}</p>
      {afterHours && <p>{t.help.afterHours}</p>}
      <div className="portal-help__actions">
        <ButtonLink href={phoneHref(config.agentPhone)}>{t.help.call}</ButtonLink>
        <ButtonLink variant="secondary" href={`sms:${config.agentPhone.replace(/\D/g, '')}`}>
          {t.help.text}
        </ButtonLink>
        <ButtonLink variant="secondary" href={localizedHref('/contact/', lang)} data-chat-action="">
          {t.help.chat}
        </ButtonLink>
      </div>
    </Modal>
  );
}
