// The home banners: each with its preview, moved up or down (the order saved with one button),
// deleted behind the confirmation; and a new banner uploaded at the end.
import { MessageLine } from '../lib/Message';
import { observer } from 'mobx-react-lite';
import type { Banner } from '@shared/contract/entities';
import { Img } from '../../ui/Img';
import { he } from '../he';
import type { SettingsAdminStore } from './SettingsAdminStore';
import { ConfirmDelete, useConfirmDelete } from '../lib/ConfirmDelete';
import { HubImageUpload } from '../lib/HubImageUpload';
import './Settings.css';

const t = he.boSettings;

export const SettingsBanners = observer(function SettingsBanners({ admin }: { admin: SettingsAdminStore }) {
  const busy = admin.sections.banners.busy;
  const banners = admin.banners;
  const deletion = useConfirmDelete(({ banner }: { banner: Banner; n: number }) => admin.deleteBanner(banner), busy);

  return (
    <div className="settings-panel">
      <h3>{t.bannersTitle}</h3>
      <MessageLine message={admin.sections.banners.message} />
      {banners.length === 0 ? (
        <p className="muted">{t.bannersEmpty}</p>
      ) : (
        <ol className="settings-banners">
          {banners.map((banner, i) => (
            <li key={banner.Id} className="settings-banner">
              <span className="settings-banner__n" aria-hidden="true">
                {i + 1}
              </span>
              <Img src={banner.Url} alt={t.bannerAlt(i + 1)} className="settings-banner__image" width={320} height={100} />
              <div className="settings-banner__actions">
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={t.bannerUp(i + 1)}
                  disabled={busy || i === 0}
                  onClick={() => admin.moveBanner(i, -1)}
                >
                  <span aria-hidden="true">↑</span> {t.up}
                </button>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={t.bannerDown(i + 1)}
                  disabled={busy || i === banners.length - 1}
                  onClick={() => admin.moveBanner(i, 1)}
                >
                  <span aria-hidden="true">↓</span> {t.down}
                </button>
                <button
                  type="button"
                  className="button button--danger button--small"
                  aria-label={t.bannerDelete(i + 1)}
                  disabled={busy}
                  onClick={() => deletion.askDelete({ banner, n: i + 1 })}
                >
                  {he.delete}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {banners.length > 1 && (
        <div className="hub-actions">
          <button
            type="button"
            className="button"
            disabled={busy || !admin.bannerOrderChanged}
            onClick={() => void admin.saveBannerOrder()}
          >
            {t.saveBannerOrder}
          </button>
          {admin.bannerOrderChanged && <span className="muted">{t.bannerOrderUnsaved}</span>}
        </div>
      )}
      <h3 className="settings-panel__sub">{t.addBanner}</h3>
      <HubImageUpload
        fileLabel={t.file}
        hint={t.fileHint}
        file={admin.files.HomePageBanners ?? null}
        onFile={(file) => admin.setFile('HomePageBanners', file)}
        buttonLabel={t.upload}
        busyLabel={t.uploading}
        busy={busy}
        onUpload={() => void admin.upload('HomePageBanners')}
        notice={null}
      />
      <ConfirmDelete pending={deletion} message={({ n }) => t.confirmDeleteBanner(n)} />
    </div>
  );
});
