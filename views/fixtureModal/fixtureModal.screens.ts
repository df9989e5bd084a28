/**
 * What the child-machine engine fixture shows in each state and what the user does. The
 * dialog's states are the child machine's, named `driverDialog:<state>`.
 */
import type { Lang } from '../../src/config/lang';
import { fixtureModalText } from '../../src/i18n/fixtureModal';
import type { FlowScreens } from '../../src/paths/screens';

export function fixtureModalScreens(lang: Lang): FlowScreens {
  const t = fixtureModalText[lang];
  const dialog = { role: 'dialog', name: t.dialogTitle };
  const name = { role: 'textbox', name: t.nameLabel };
  return {
    transient: ['driverDialog:saving'],
    states: {
      'list.start': [{ text: t.none }, { role: 'button', name: t.add }, { role: 'dialog', absent: true }],
      'list.added': [{ text: t.added.replace('{name}', 'Ana') }, { role: 'dialog', absent: true }],
      'list.unchanged': [{ text: t.unchanged }, { text: t.none }, { role: 'dialog', absent: true }],
      adding: [dialog, { role: 'button', name: t.add, absent: true }],
      'driverDialog:editing.fresh': [name, { role: 'button', name: t.cancel }],
      'driverDialog:editing.invalid': [{ text: t.nameMissing, within: dialog }],
      'driverDialog:editing.failed': [{ role: 'alert', name: '' }, { text: t.saveFailed }],
      'driverDialog:saving': [{ role: 'button', name: new RegExp(t.saving), busy: true }],
    },
    actions: {
      'driver.add': () => [{ click: { role: 'button', name: t.add } }],
      'driver.save': (event) => [
        { fill: name, value: 'name' in event && typeof event.name === 'string' ? event.name : '' },
        { click: { role: 'button', name: t.save } },
      ],
      'dialog.cancel': () => [{ click: { role: 'button', name: t.cancel } }],
    },
  };
}
