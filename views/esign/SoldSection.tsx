/**
 * The sold policy (portal-2.14, portal-4.26), drawn from the sold chart (machines/esign/sold.machine.ts):
 * the documents loading, then the policy number and, for the ID card and the declarations page, a
 * download and a print button (the page saves or prints the PDF: src/widgets/esignDocuments.ts).
 */
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { soldScreen, type SoldActor } from '../../machines/esign/selectors';
import type { SoldMachine } from '../../machines/esign/sold.machine';
import { DOCUMENT_TYPES } from '../../machines/esign/sold.machine';
import { fill } from '../../src/i18n';
import { Button, Spinner } from '../../src/ui';
import { useEsignTexts } from './texts';

type Snap = SnapshotFrom<SoldMachine>;
const selectScreen = (s: Snap) => soldScreen(s);
const selectPolicy = (s: Snap) => s.context.policyNumber;

export function SoldSection({ actor }: { actor: SoldActor }) {
  const { t } = useEsignTexts();
  const screen = useSelector(actor, selectScreen);
  const policy = useSelector(actor, selectPolicy);
  if (screen !== 'ready') return <Spinner label={t.sold.loading} />;
  return (
    <section className="esign__section" aria-labelledby="esign-sold-heading">
      <h2 id="esign-sold-heading">{t.sold.heading}</h2>
      <p>{fill(t.sold.policyNumber, { policy })}</p>
      <ul className="esign__documents">
        {DOCUMENT_TYPES.map((document) => {
          const name = t.sold.documents[document];
          return (
            <li key={document}>
              <Button variant="secondary" onClick={() => actor.send({ type: 'document.download', document })}>
                {fill(t.sold.download, { document: name })}
              </Button>{' '}
              <Button variant="secondary" onClick={() => actor.send({ type: 'document.print', document })}>
                {fill(t.sold.print, { document: name })}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
