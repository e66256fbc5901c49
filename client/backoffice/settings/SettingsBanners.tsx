// The home banners: each with its preview, moved up or down (the order saved with one button),
// deleted behind the confirmation; and a new banner uploaded at the end.
import { MessageLine } from '../lib/Message';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import type { Banner } from '@shared/contract/entities';
import { BusyButton } from '../../ui/BusyButton';
import { Img } from '../../ui/Img';
import { he } from './he';
import type { SettingsAdminStore } from './SettingsAdminStore';
import { ConfirmDelete, useConfirmDelete } from '../lib/ConfirmDelete';
import { HubImageUpload } from '../lib/HubImageUpload';
import './Settings.css';

export const SettingsBanners = observer(function SettingsBanners({ admin }: { admin: SettingsAdminStore }) {
  const busy = admin.sections.banners.busy;
  const banners = admin.banners;
  const deletion = useConfirmDelete(({ banner }: { banner: Banner; n: number }) => admin.deleteBanner(banner), busy);
  // A moved banner's button keeps the focus: the list is drawn in its new order (a banner moved
  // down is taken out and put back, which drops the focus), then the button is focused again.
  const list = useRef<HTMLOListElement>(null);
  const [moved, setMoved] = useState<{ id: string; delta: -1 | 1 } | null>(null);
  useEffect(() => {
    if (!moved) return;
    list.current?.querySelector<HTMLButtonElement>(`[data-banner="${CSS.escape(moved.id)}"][data-move="${moved.delta}"]`)?.focus();
    setMoved(null);
  }, [moved]);
  const move = (banner: Banner, index: number, delta: -1 | 1) => {
    // At the end of the list the button stays focusable and says it cannot move (aria-disabled).
    const to = index + delta;
    if (busy || to < 0 || to >= banners.length) return;
    admin.moveBanner(index, delta);
    setMoved({ id: banner.Id, delta });
  };

  return (
    <div className="settings-panel">
      <h3>{he.bannersTitle}</h3>
      {/* An action's outcome takes the focus: a saved order leaves its button with nothing to save. */}
      <MessageLine message={admin.sections.banners.message} focus />
      {banners.length === 0 ? (
        <p className="muted">{he.bannersEmpty}</p>
      ) : (
        <ol className="settings-banners" ref={list}>
          {banners.map((banner, i) => (
            <li key={banner.Id} className="settings-banner">
              <span className="settings-banner__n" aria-hidden="true">
                {i + 1}
              </span>
              <Img src={banner.Url} alt={he.bannerAlt(i + 1)} className="settings-banner__image" width={320} height={100} />
              <div className="settings-banner__actions">
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={he.bannerUp(i + 1)}
                  data-banner={banner.Id}
                  data-move={-1}
                  aria-disabled={busy || i === 0 || undefined}
                  onClick={() => move(banner, i, -1)}
                >
                  <span aria-hidden="true">↑</span> {he.up}
                </button>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={he.bannerDown(i + 1)}
                  data-banner={banner.Id}
                  data-move={1}
                  aria-disabled={busy || i === banners.length - 1 || undefined}
                  onClick={() => move(banner, i, 1)}
                >
                  <span aria-hidden="true">↓</span> {he.down}
                </button>
                <button
                  type="button"
                  className="button button--danger button--small"
                  aria-label={he.bannerDelete(i + 1)}
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
          <BusyButton
            className="button"
            busy={busy}
            disabled={!busy && !admin.bannerOrderChanged}
            onClick={() => void admin.saveBannerOrder()}
          >
            {he.saveBannerOrder}
          </BusyButton>
          {admin.bannerOrderChanged && <span className="muted">{he.bannerOrderUnsaved}</span>}
        </div>
      )}
      <h3 className="settings-panel__sub">{he.addBanner}</h3>
      <HubImageUpload
        fileLabel={he.file}
        hint={he.fileHint}
        file={admin.files.HomePageBanners ?? null}
        onFile={(file) => admin.setFile('HomePageBanners', file)}
        buttonLabel={he.upload}
        busyLabel={he.uploading}
        busy={busy}
        onUpload={() => void admin.upload('HomePageBanners')}
        notice={null}
      />
      <ConfirmDelete pending={deletion} message={({ n }) => he.confirmDeleteBanner(n)} />
    </div>
  );
});
