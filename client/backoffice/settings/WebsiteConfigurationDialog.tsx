// ?d=websiteComfiguration&action=manage (the product's spelling): the site settings in tabs:
// logo, home banners, about-us, rates, contact details (with the accessibility coordinator), and delivery days with the minimum order. Every save shows on the storefront
// at once (the settings queries are invalidated).
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import type { DialogProps } from '../../ui/dialogs';
import { he } from './he';
import { HubTabs } from '../lib/HubTabs';
import { RoleDialog } from '../lib/RoleDialog';
import { useScreenStore } from '../lib/screen';
import { SettingsBanners } from './SettingsBanners';
import { SettingsAbout, SettingsContact, SettingsLogo, SettingsRates } from './SettingsPanels';
import { SettingsAdminStore } from './SettingsAdminStore';
import { SettingsAccessibility } from './SettingsAccessibility';
import { SettingsDelivery } from './SettingsDelivery';
import '../lib/Hub.css';

type Tab = 'logo' | 'banners' | 'about' | 'rates' | 'contact' | 'delivery';
const TABS = [
  { key: 'logo', label: he.tabLogo },
  { key: 'banners', label: he.tabBanners },
  { key: 'about', label: he.tabAbout },
  { key: 'rates', label: he.tabRates },
  { key: 'contact', label: he.tabContact },
  { key: 'delivery', label: he.tabDelivery },
] as const;

const SettingsEditor = observer(function SettingsEditor({ admin }: { admin: SettingsAdminStore }) {
  const [tab, setTab] = useState<Tab>('logo');
  const { forms } = admin;
  if (!admin.settings) {
    if (admin.loadError) {
      return (
        <div className="alert alert--error" role="alert">
          {he.settingsLoadFailed} {admin.loadError}{' '}
          <button type="button" className="button button--secondary button--small" onClick={() => void admin.load()}>
            {he.retry}
          </button>
        </div>
      );
    }
    return <Spinner />;
  }
  return (
    <HubTabs tabs={TABS} active={tab} onChange={setTab} label={he.tabsLabel}>
      {tab === 'logo' && <SettingsLogo admin={admin} />}
      {tab === 'banners' && <SettingsBanners admin={admin} />}
      {tab === 'about' && <SettingsAbout admin={admin} forms={forms} />}
      {tab === 'rates' && <SettingsRates admin={admin} forms={forms} />}
      {tab === 'contact' && (
        <>
          <SettingsContact admin={admin} forms={forms} />
          <SettingsAccessibility admin={admin} />
        </>
      )}
      {tab === 'delivery' && <SettingsDelivery admin={admin} />}
    </HubTabs>
  );
});

/** The dialog of an administrator: its store is made (and the settings read) only for one. */
const SettingsDialog = observer(function SettingsDialog({ onClose }: { onClose: () => void }) {
  const admin = useScreenStore((root) => new SettingsAdminStore(root));
  return (
    <Dialog title={he.title} onClose={onClose} size="wide" unsaved={admin.unsaved}>
      <div className="hub-contain">
        <SettingsEditor admin={admin} />
      </div>
    </Dialog>
  );
});

export default function WebsiteConfigurationDialog({ onClose }: DialogProps) {
  return (
    <RoleDialog roles={['Administrator']} deniedText={he.notAllowed} title={he.title} onClose={onClose} size="wide">
      <SettingsDialog onClose={onClose} />
    </RoleDialog>
  );
}
