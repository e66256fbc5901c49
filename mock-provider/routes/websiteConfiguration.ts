// /WebsiteConfiguration/...
import type { Router } from 'express';
import { endpoints } from '@shared/contract/api';
import { UPLOAD_SETTING_KEYS, type UploadSettingKey } from '@shared/contract/settings';
import { SettingKeyQueryDto } from '@shared/validation';
import { Msg } from '@shared/validation/messages';
import { fieldError } from '../errors';
import { route } from '../http/route';
import type { MockStore } from '../store';

export function websiteConfigurationRoutes(router: Router, store: MockStore): void {
  const { websiteConfiguration: wc } = endpoints;

  route(router, store, wc.list, () => store.settings.list());

  route<SettingKeyQueryDto>(router, store, wc.getByKey, ({ query }) => store.settings.get(query.key));

  route(router, store, wc.addOrUpdate, ({ body }) => store.settings.set(body.key, body.value));

  route(router, store, wc.delete, ({ body }) => store.settings.delete(body.key));

  route(router, store, wc.upload, ({ str, file }) => {
    const key = str('configKey');
    if (!(UPLOAD_SETTING_KEYS as readonly string[]).includes(key)) throw fieldError('configKey', Msg.selectSettingType);
    const url = store.files.put(file!.buffer, file!.contentType);
    store.settings.applyUpload(key as UploadSettingKey, url);
    return { url };
  });

  route(router, store, wc.deleteBanner, ({ str }) => store.settings.deleteBanner(str('bannerId')));
}
