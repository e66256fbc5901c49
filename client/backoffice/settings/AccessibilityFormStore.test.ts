/** @jest-environment node */
import type { FakeRoute } from '../../app/testing';
import { he, validationText } from '../../i18n/he';
import { ok, type Testbed } from '../lib/testing';
import type { SettingsAdminStore } from './SettingsAdminStore';
import { openSettings, savedSettings } from './testing';

const coordinator = { Name: 'מיכל לוי', Phone: '03-5556790', Email: 'negishut@sharon.example' };
const routes: Record<string, FakeRoute> = {
  'GET /WebsiteConfiguration/List': () =>
    ok([
      { key: 'ContactDetails', value: JSON.stringify({ Phone: '03-1234567', Email: 'a@b.co', Address: 'רחוב' }) },
      { key: 'AccessibilityCoordinator', value: JSON.stringify(coordinator) },
    ]),
  'POST /WebsiteConfiguration/AddOrUpdate': () => ok(),
};

describe("the accessibility coordinator's form (AccessibilityFormStore)", () => {
  let env: Testbed;
  let admin: SettingsAdminStore;
  beforeEach(async () => {
    ({ env, admin } = await openSettings(routes));
  });
  afterEach(() => env.dispose());
  const saves = () => savedSettings(env);

  it('is filled from the stored setting, and counts as unsaved only while its typing differs from it', () => {
    const form = admin.coordinator;
    expect([form.name, form.phone, form.email]).toEqual(['מיכל לוי', '03-5556790', 'negishut@sharon.example']);
    expect(admin.unsaved).toBe(false);
    form.set('name', 'דנה כהן');
    expect(admin.unsaved).toBe(true);
    form.set('name', ' מיכל לוי ');
    expect(admin.unsaved).toBe(false);
  });

  it('refuses a blank name, a phone that is not one and a bad e-mail, each on its field, and saves nothing', async () => {
    const form = admin.coordinator;
    form.set('name', '  ');
    form.set('phone', 'בשעות העבודה');
    form.set('email', 'negishut@');
    await expect(form.save()).resolves.toBe(false);
    expect(admin.sections.accessibility.errors).toEqual({ name: 'required', phone: 'invalidPhone', email: 'invalidEmail' });
    expect(saves()).toEqual([]);
    // Typing in a field takes its message away.
    form.set('phone', '050-1234567');
    expect(admin.sections.accessibility.errors).toEqual({ name: 'required', email: 'invalidEmail' });
  });

  it('refuses an e-mail that is not an address (a javascript: URL ending in @x.co) with its Hebrew message, and saves nothing', async () => {
    const form = admin.coordinator;
    form.set('email', 'javascript:alert(1)//@x.co');
    await expect(form.save()).resolves.toBe(false);
    expect(admin.sections.accessibility.errors).toEqual({ email: 'invalidEmail' });
    expect(validationText(admin.sections.accessibility.errors.email)).toBe(he.validation.invalidEmail);
    expect(saves()).toEqual([]);
  });

  it('saves the three fields trimmed as one JSON value, invalidates the storefront settings and says so in its own section', async () => {
    const form = admin.coordinator;
    form.set('name', ' דנה כהן ');
    form.set('phone', '+972 50-123 4567');
    await expect(form.save()).resolves.toBe(true);
    expect(saves()).toEqual([
      {
        key: 'AccessibilityCoordinator',
        value: JSON.stringify({ Name: 'דנה כהן', Phone: '+972 50-123 4567', Email: 'negishut@sharon.example' }),
      },
    ]);
    expect(env.invalidated).toContainEqual(['settings']);
    expect(admin.sections.accessibility.message).toEqual({ tone: 'success', text: 'ההגדרות נשמרו בהצלחה. האתר כבר מציג את השינוי.' });
    expect(admin.sections.contact.message).toBeNull();
  });
});
