// A settings form's save button, saying so while it saves.
import { he } from '../he';

export function SaveButton({ busy }: { busy: boolean }) {
  return (
    <div className="hub-form__actions">
      <button type="submit" className="button" disabled={busy}>
        {busy ? he.boSettings.saving : he.boSettings.save}
      </button>
    </div>
  );
}
