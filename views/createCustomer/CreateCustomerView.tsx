/** The create-customer flow's root view: its texts, then the form, or the confirmation once the account is created. */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { CreateCustomerMachine } from '../../machines/createCustomer.machine';
import type { Lang } from '../../src/i18n';
import type { CreateCustomerConfiguredText } from '../../src/i18n/createCustomer';
import type { AgeLimits } from '../../src/rules/fieldRules';
import { CreateCustomerConfirmation } from './CreateCustomerConfirmation';
import { CreateCustomerFlow } from './CreateCustomerFlow';
import { CreateCustomerForm } from './CreateCustomerForm';
import { CreateCustomerTextsProvider } from './texts';

const selectConfirmed = (s: SnapshotFrom<CreateCustomerMachine>) => s.matches('confirmed');

/** What the page gives the create-customer view (the widget root passes its validated data-config). */
export interface CreateCustomerViewProps {
  lang: Lang;
  config: { minAge: number; maxAge: number; messages: Partial<CreateCustomerConfiguredText> };
  /** The clock of the age limits; the real one by default. */
  now?: () => Date;
}

const realNow = () => new Date();

export function CreateCustomerView({ lang, config, now = realNow }: CreateCustomerViewProps) {
  const { minAge, maxAge } = config;
  const limits = useMemo<AgeLimits>(() => ({ minAge, maxAge, now }), [minAge, maxAge, now]);
  const confirmed = useSelector(CreateCustomerFlow.useActorRef(), selectConfirmed);
  return (
    <CreateCustomerTextsProvider lang={lang} messages={config.messages}>
      <div className="create-customer">{confirmed ? <CreateCustomerConfirmation /> : <CreateCustomerForm limits={limits} />}</div>
    </CreateCustomerTextsProvider>
  );
}
