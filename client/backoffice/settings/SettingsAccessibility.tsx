// The accessibility coordinator's panel, in the contact tab: the name, phone and e-mail the
// storefront's accessibility statement shows (docs/product.md §2.9). Saves its own key and shows
// its own message.
import { observer } from 'mobx-react-lite';
import { MAX_PHONE, MAX_TEXT } from '@shared/validation/messages';
import { TextField } from '../../ui/TextField';
import { he } from './he';
import { MessageLine } from '../lib/Message';
import type { SettingsAdminStore } from './SettingsAdminStore';
import { SaveButton } from './SaveButton';

export const SettingsAccessibility = observer(function SettingsAccessibility({ admin }: { admin: SettingsAdminStore }) {
  const form = admin.coordinator;
  const section = admin.sections.accessibility;
  const { errors } = section;
  return (
    <div className="settings-panel">
      <h3 className="settings-panel__sub">{he.accessibilityTitle}</h3>
      <p className="muted">
        {he.hint}{' '}
        <a href="/accessibility" target="_blank" rel="noopener noreferrer">
          {he.viewStatement}
        </a>
      </p>
      <form
        className="hub-form"
        aria-label={he.accessibilityTitle}
        onSubmit={(e) => {
          e.preventDefault();
          void form.save();
        }}
        noValidate
      >
        <TextField
          label={he.nameLabel}
          autoComplete="off"
          value={form.name}
          onChange={(v) => form.set('name', v)}
          error={errors.name}
          maxLength={MAX_TEXT}
          required
        />
        <TextField
          label={he.accessibilityPhoneLabel}
          type="tel"
          dir="ltr"
          autoComplete="off"
          value={form.phone}
          onChange={(v) => form.set('phone', v)}
          error={errors.phone}
          maxLength={MAX_PHONE}
          placeholder={he.phonePlaceholder}
          required
        />
        <TextField
          label={he.accessibilityEmailLabel}
          type="email"
          dir="ltr"
          autoComplete="off"
          value={form.email}
          onChange={(v) => form.set('email', v)}
          error={errors.email}
          maxLength={MAX_TEXT}
          required
        />
        <MessageLine message={section.message} />
        <SaveButton busy={section.busy} />
      </form>
    </div>
  );
});
