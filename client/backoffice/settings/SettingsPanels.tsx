// The site settings panels besides the banners: the logo, about-us (title, text, background
// image), the rates (a generic form: choose the setting type, then its percentage) and contact
// details. Each saves its own key and shows its own message.
import { MessageLine } from '../lib/Message';
import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { MAX_ABOUT_TEXT, MAX_ABOUT_TITLE, MAX_PHONE, MAX_TEXT } from '@shared/validation/messages';
import { TextField } from '../../ui/TextField';
import { he } from './he';
import type { SettingsAdminStore } from './SettingsAdminStore';
import { RATE_KEYS, type SettingsFormStore } from './SettingsFormStore';
import { DataTable } from '../lib/DataTable';
import { SaveButton } from './SaveButton';
import { DecimalField, SelectField, TextAreaField } from '../lib/FormFields';
import { HubImageUpload } from '../lib/HubImageUpload';
import '../../ui/PagedList.css';
import './Settings.css';

interface Props {
  admin: SettingsAdminStore;
  forms: SettingsFormStore;
}

const submitWith = (action: () => Promise<unknown>) => (e: FormEvent) => {
  e.preventDefault();
  void action();
};

export const SettingsLogo = observer(function SettingsLogo({ admin }: { admin: SettingsAdminStore }) {
  return (
    <div className="settings-panel">
      <h3>{he.logoTitle}</h3>
      <HubImageUpload
        current={admin.settings?.Logo.Url || null}
        currentLabel={he.currentLogo}
        currentAlt={he.currentLogo}
        noneText={he.noLogo}
        previewWidth={160}
        fileLabel={he.file}
        hint={he.fileHint}
        file={admin.files.Logo ?? null}
        onFile={(file) => admin.setFile('Logo', file)}
        buttonLabel={he.upload}
        busyLabel={he.uploading}
        busy={admin.sections.logo.busy}
        onUpload={() => void admin.upload('Logo')}
        notice={admin.sections.logo.message}
      />
    </div>
  );
});

export const SettingsAbout = observer(function SettingsAbout({ admin, forms }: Props) {
  const { errors } = admin.sections.about;
  return (
    <div className="settings-panel">
      <h3>{he.aboutTitle}</h3>
      <form className="hub-form" onSubmit={submitWith(() => forms.saveAbout())} noValidate>
        <TextField
          label={he.aboutTitleLabel}
          value={forms.aboutTitle}
          onChange={(v) => forms.set('aboutTitle', v)}
          maxLength={MAX_ABOUT_TITLE}
          error={errors.title}
          required
        />
        <TextAreaField
          label={he.aboutTextLabel}
          value={forms.aboutText}
          onChange={(v) => forms.set('aboutText', v)}
          maxLength={MAX_ABOUT_TEXT}
          counter={(n) => he.counter(n, MAX_ABOUT_TEXT)}
          error={errors.text}
          required
        />
        <MessageLine message={admin.sections.about.message} />
        <SaveButton busy={admin.sections.about.busy} />
      </form>
      <h3 className="settings-panel__sub">{he.aboutImageTitle}</h3>
      <HubImageUpload
        current={admin.settings?.HomeAboutUsImage.Url || null}
        currentLabel={he.currentAboutImage}
        currentAlt={he.currentAboutImage}
        noneText={he.noAboutImage}
        previewWidth={240}
        fileLabel={he.file}
        hint={he.fileHint}
        file={admin.files.HomeAboutUsImage ?? null}
        onFile={(file) => admin.setFile('HomeAboutUsImage', file)}
        buttonLabel={he.upload}
        busyLabel={he.uploading}
        busy={admin.sections.aboutImage.busy}
        onUpload={() => void admin.upload('HomeAboutUsImage')}
        notice={admin.sections.aboutImage.message}
      />
    </div>
  );
});

export const SettingsRates = observer(function SettingsRates({ admin, forms }: Props) {
  const settings = admin.settings;
  return (
    <div className="settings-panel">
      <h3>{he.ratesTitle}</h3>
      <DataTable
        className="settings-rates"
        caption={he.ratesCurrent}
        rows={RATE_KEYS}
        rowKey={(key) => key}
        columns={[
          { header: he.settingType, cell: (key) => he.rateNames[key] },
          { header: he.ratesCurrent, cell: (key) => <span className="hub-num">{he.percent(settings?.[key].Discount)}</span> },
        ]}
      />
      <p className="muted">{he.ratesHint}</p>
      <form className="hub-form settings-rates__form" onSubmit={submitWith(() => forms.saveRate())} noValidate>
        <SelectField
          label={he.settingType}
          value={forms.rateKey}
          onChange={(v) => forms.chooseRate(v)}
          error={admin.sections.rates.errors.rateKey}
          placeholder={he.chooseSettingType}
          required
        >
          {RATE_KEYS.map((key) => (
            <option key={key} value={key}>
              {he.rateNames[key]}
            </option>
          ))}
        </SelectField>
        <DecimalField
          label={he.percentLabel}
          max={100}
          value={forms.rateValue}
          onChange={(v) => forms.set('rateValue', v)}
          error={admin.sections.rates.errors.rateValue}
        />
        <MessageLine message={admin.sections.rates.message} />
        <SaveButton busy={admin.sections.rates.busy} />
      </form>
    </div>
  );
});

export const SettingsContact = observer(function SettingsContact({ admin, forms }: Props) {
  const { errors } = admin.sections.contact;
  // Named by its heading: the contact tab also holds the accessibility coordinator's form, with its own phone and e-mail.
  const titleId = useId();
  return (
    <div className="settings-panel">
      <h3 id={titleId}>{he.contactTitle}</h3>
      <form className="hub-form" aria-labelledby={titleId} onSubmit={submitWith(() => forms.saveContact())} noValidate>
        <TextField
          label={he.phoneLabel}
          type="tel"
          dir="ltr"
          autoComplete="off"
          value={forms.phone}
          onChange={(v) => forms.set('phone', v)}
          error={errors.phone}
          maxLength={MAX_PHONE}
          placeholder={he.phonePlaceholder}
        />
        <TextField
          label={he.emailLabel}
          type="email"
          dir="ltr"
          autoComplete="off"
          value={forms.email}
          onChange={(v) => forms.set('email', v)}
          error={errors.email}
          maxLength={MAX_TEXT}
          required
        />
        <TextField
          label={he.addressLabel}
          autoComplete="off"
          value={forms.address}
          onChange={(v) => forms.set('address', v)}
          error={errors.address}
          maxLength={MAX_TEXT}
        />
        <MessageLine message={admin.sections.contact.message} />
        <SaveButton busy={admin.sections.contact.busy} />
      </form>
    </div>
  );
});
