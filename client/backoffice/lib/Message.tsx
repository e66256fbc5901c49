// The one kind of message a back-office screen shows after an action or a load: a success, or a
// failure. Stores keep a `Message` (or null); screens show it with MessageLine.

/** A line a screen shows: a success is announced politely, a failure as an alert. */
export interface Message {
  tone: 'success' | 'error';
  text: string;
}

/** Shows a message (nothing for none, or one without text). */
export function MessageLine({ message }: { message: { tone: Message['tone']; text: string | null | undefined } | null | undefined }) {
  if (!message?.text) return null;
  return message.tone === 'error' ? (
    <p className="alert alert--error" role="alert">
      {message.text}
    </p>
  ) : (
    <p className="alert alert--success" role="status">
      {message.text}
    </p>
  );
}
