// ?d=websiteComfiguration&action=manage (the product's spelling): the site settings in tabs:
// logo, home banners, about-us, rates and contact details. Every save shows on the storefront
// at once (the settings queries are invalidated).
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { Spinner } from '../../components/Spinner';
import type { DialogProps } from '../../dialogs/dialogs';
import { he } from '../he';
import { useStores } from '../../StoreContext';
import { HubGuard } from '../lib/HubGuard';
import { HubTabs } from '../lib/HubTabs';
import { SettingsBanners } from './SettingsBanners';
import { SettingsAbout, SettingsContact, SettingsLogo, SettingsRates } from './SettingsPanels';
import { SettingsAdminStore } from './SettingsAdminStore';
import { SettingsFormStore } from './SettingsFormStore';
import '../lib/Hub.css';

const t = he.boSettings;
type Tab = 'logo' | 'banners' | 'about' | 'rates' | 'contact';
const TABS = [
  { key: 'logo', label: t.tabLogo },
  { key: 'banners', label: t.tabBanners },
  { key: 'about', label: t.tabAbout },
  { key: 'rates', label: t.tabRates },
  { key: 'contact', label: t.tabContact },
] as const;

const SettingsEditor = observer(function SettingsEditor() {
  const root = useStores();
  const [admin] = useState(() => new SettingsAdminStore(root));
  const [forms] = useState(() => new SettingsFormStore(admin));
  const [tab, setTab] = useState<Tab>('logo');
  useEffect(() => {
    void admin.load().then(() => admin.settings && forms.fill(admin.settings));
  }, [admin, forms]);

  if (!admin.settings) {
    if (admin.loadError) {
      return (
        <div className="alert alert--error" role="alert">
          {admin.loadError}{' '}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void admin.load().then(() => admin.settings && forms.fill(admin.settings))}
          >
            {he.retry}
          </button>
        </div>
      );
    }
    return <Spinner />;
  }
  return (
    <HubTabs tabs={TABS} active={tab} onChange={setTab} label={t.tabsLabel}>
      {tab === 'logo' && <SettingsLogo admin={admin} />}
      {tab === 'banners' && <SettingsBanners admin={admin} />}
      {tab === 'about' && <SettingsAbout admin={admin} forms={forms} />}
      {tab === 'rates' && <SettingsRates admin={admin} forms={forms} />}
      {tab === 'contact' && <SettingsContact admin={admin} forms={forms} />}
    </HubTabs>
  );
});

export default function WebsiteConfigurationDialog({ onClose }: DialogProps) {
  return (
    <Dialog title={t.title} onClose={onClose} size="wide">
      <HubGuard roles={['Administrator']} deniedText={t.notAllowed}>
        <SettingsEditor />
      </HubGuard>
    </Dialog>
  );
}
