/**
 * portal-2.7: the account is created and the page names no page to go to: the confirmation takes
 * the form's place and the focus (its heading), says to whom and where the details went, and what
 * to do next (set a password: the forgot-password page emails a link).
 */
import { shallowEqual, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { CreateCustomerMachine } from '../../machines/createCustomer.machine';
import { fill } from '../../src/i18n';
import { ButtonLink, useFocusOnMount } from '../../src/ui';
import { CreateCustomerFlow } from './CreateCustomerFlow';
import { useCreateCustomerTexts } from './texts';

const selectCreated = (s: SnapshotFrom<CreateCustomerMachine>) => ({
  firstName: s.context.values?.firstName.trim() ?? '',
  email: s.context.values?.email.trim() ?? '',
  setPasswordUrl: s.context.setPasswordUrl,
});

export function CreateCustomerConfirmation() {
  const { t } = useCreateCustomerTexts();
  const created = useSelector(CreateCustomerFlow.useActorRef(), selectCreated, shallowEqual);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const c = t.confirmed;
  return (
    <div className="card card--accent create-customer__confirmed">
      <h2 ref={heading} tabIndex={-1} className="card__title">
        {c.title}
      </h2>
      <p>{fill(c.lead, { firstName: created.firstName, email: created.email })}</p>
      <h3 className="create-customer__next">{c.nextTitle}</h3>
      <p>{c.setPassword}</p>
      <p>
        <ButtonLink variant="primary" href={created.setPasswordUrl}>
          {c.setPasswordLink}
        </ButtonLink>
      </p>
      <p className="ui-muted">{c.loyalty}</p>
    </div>
  );
}
