// The accessibility coordinator's form (in the contact tab): name, phone and e-mail, which the
// storefront's accessibility statement shows (docs/product.md §2.9). Checked with the provider's own
// rule (shared/validation) and saved through the SettingsAdminStore like the other forms.
import { makeAutoObservable } from 'mobx';
import type { Settings } from '@shared/contract/settings';
import { firstErrors, settingValueErrors } from '@shared/validation';
import type { SettingsAdmin } from './SettingsFormStore';

type Field = 'name' | 'phone' | 'email';

export class AccessibilityFormStore {
  name = '';
  phone = '';
  email = '';

  constructor(private readonly admin: SettingsAdmin) {
    makeAutoObservable<AccessibilityFormStore, 'admin'>(this, { admin: false });
  }

  /** Whether the form holds typing the saved setting does not. */
  get unsaved(): boolean {
    const saved = this.admin.settings?.AccessibilityCoordinator;
    if (!saved) return false;
    const differs = (typed: string, stored: string | undefined) => typed.trim() !== (stored ?? '').trim();
    return differs(this.name, saved.Name) || differs(this.phone, saved.Phone) || differs(this.email, saved.Email);
  }

  /** Fills the form from loaded settings. */
  fill(settings: Settings): void {
    const saved = settings.AccessibilityCoordinator ?? {};
    this.name = saved.Name ?? '';
    this.phone = saved.Phone ?? '';
    this.email = saved.Email ?? '';
  }

  set(field: Field, value: string): void {
    this[field] = value;
    this.admin.sections.accessibility.setError(field, null);
  }

  /** Saves the coordinator: all three fields are required, the phone an Israeli number, the e-mail valid. */
  save(): Promise<boolean> {
    const value = { Name: this.name.trim(), Phone: this.phone.trim(), Email: this.email.trim() };
    const form = this.admin.sections.accessibility;
    form.reset();
    const errors = firstErrors(settingValueErrors('AccessibilityCoordinator', value) ?? {});
    for (const [field, message] of Object.entries(errors)) form.setError(field.toLowerCase(), message);
    if (Object.keys(errors).length > 0) return Promise.resolve(false);
    return this.admin.save('accessibility', 'AccessibilityCoordinator', value);
  }
}
