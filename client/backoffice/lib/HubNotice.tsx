// The message an action leaves: a success is announced politely, a failure as an alert.
import type { Notice } from '../categories/CategoryListStore';

export function HubNotice({ notice }: { notice: Notice | null | undefined }) {
  if (!notice) return null;
  return notice.kind === 'success' ? (
    <p className="alert alert--success" role="status">
      {notice.text}
    </p>
  ) : (
    <p className="alert alert--error" role="alert">
      {notice.text}
    </p>
  );
}
