// Test support for the site settings' stores: the settings as an administrator opens them over a
// fake provider, and what was saved.
import type { FakeRoute } from '../../app/testing';
import { ADMIN, testbed, type Testbed } from '../lib/testing';
import { SettingsAdminStore } from './SettingsAdminStore';

/** The site settings' stores, loaded as an administrator opens the dialog, over these provider routes. */
export async function openSettings(
  routes: Record<string, FakeRoute>,
  now?: () => number,
): Promise<{ env: Testbed; admin: SettingsAdminStore }> {
  const env = testbed(routes, ADMIN);
  const admin = new SettingsAdminStore(env.root, now);
  await admin.load();
  return { env, admin };
}

/** The settings the stores sent to be saved, in order. */
export const savedSettings = (env: Testbed) => env.sent('POST /WebsiteConfiguration/AddOrUpdate');
