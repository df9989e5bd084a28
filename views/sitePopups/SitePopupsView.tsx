/**
 * The site's popups (site-2.30, site-4.13, site-4.14): the language dialog (the kit's ConfirmDialog)
 * and the idle dialog, each the kit's Modal (focus moves in and stays in, Escape and the close button close it, focus goes
 * back where it was). Nothing is drawn while no popup is open. The language dialog speaks the
 * language it offers (`lang` on its texts); the idle dialog the page's.
 */
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { SitePopupsMachine } from '../../machines/sitePopups.machine';
import type { Lang } from '../../src/i18n';
import type { SitePopupsText } from '../../src/i18n/sitePopups';
import { Button, ButtonLink, Modal } from '../../src/ui';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog';
import { SitePopupsFlow } from './SitePopupsFlow';
import { SitePopupsTextsProvider, useSitePopupsTexts } from './texts';

type Snap = SnapshotFrom<SitePopupsMachine>;

/** What the page gives the popups' view (the widget root passes its validated data-config). */
export interface SitePopupsViewProps {
  lang: Lang;
  config: { idleLink?: string | undefined; messages: Partial<SitePopupsText['configured']> };
}

const selectOpen = (s: Snap): 'language' | 'idle' | null =>
  s.matches({ language: 'open' }) ? 'language' : s.matches({ idle: 'open' }) ? 'idle' : null;

export function SitePopupsView({ lang, config }: SitePopupsViewProps) {
  return (
    <SitePopupsTextsProvider lang={lang} messages={config.messages}>
      <Popups idleLink={config.idleLink ?? (lang === 'es' ? '/es/quote/' : '/quote/')} />
    </SitePopupsTextsProvider>
  );
}

function Popups({ idleLink }: { idleLink: string }) {
  const actor = SitePopupsFlow.useActorRef();
  const open = useSelector(actor, selectOpen);
  if (open === 'language') return <LanguagePopup />;
  if (open === 'idle') return <IdlePopup link={idleLink} />;
  return null;
}

function LanguagePopup() {
  const { t } = useSitePopupsTexts();
  const actor = SitePopupsFlow.useActorRef();
  const l = t.language;
  return (
    <ConfirmDialog
      title={<span lang={l.lang}>{l.title}</span>}
      confirmLabel={l.switchTo}
      cancelLabel={l.stay}
      closeLabel={l.close}
      lang={l.lang}
      className="site-popup site-popup--language"
      onConfirm={() => actor.send({ type: 'language.switch' })}
      onCancel={() => actor.send({ type: 'language.stay' })}
      onClose={() => actor.send({ type: 'popup.close' })}
    >
      <p lang={l.lang}>{l.text}</p>
    </ConfirmDialog>
  );
}

function IdlePopup({ link }: { link: string }) {
  const { t } = useSitePopupsTexts();
  const actor = SitePopupsFlow.useActorRef();
  const close = () => actor.send({ type: 'popup.close' });
  return (
    <Modal
      title={t.configured.idleTitle}
      closeLabel={t.idle.close}
      size="small"
      className="site-popup site-popup--idle"
      onClose={close}
      actions={
        <>
          <ButtonLink variant="primary" href={link} data-autofocus>
            {t.configured.idleLinkText}
          </ButtonLink>
          <Button type="button" variant="secondary" onClick={close}>
            {t.idle.keepBrowsing}
          </Button>
        </>
      }
    >
      <p>{t.configured.idleText}</p>
    </Modal>
  );
}
