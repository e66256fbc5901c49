// A settings form's save button, saying so while it saves.
import { he } from './he';
import { BusyButton } from '../../ui/BusyButton';

export function SaveButton({ busy }: { busy: boolean }) {
  return (
    <div className="hub-form__actions">
      <BusyButton type="submit" className="button" busy={busy}>
        {busy ? he.savingSettings : he.saveSettings}
      </BusyButton>
    </div>
  );
}
