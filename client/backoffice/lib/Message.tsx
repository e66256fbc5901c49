// The one kind of message a back-office screen shows after an action or a load: a success, or a
// failure. Stores keep a `Message` (or null); screens show it with MessageLine. The outcome of an
// action (a save, a delete) takes the focus when it appears (`focus`), so a keyboard or screen
// reader user lands on it rather than on whatever the action left behind (focusReturn.ts).
import { useEffect, useRef } from 'react';
import { focusElement } from '../../ui/focusReturn';

/** A line a screen shows: a success is announced politely, a failure as an alert. */
export interface Message {
  tone: 'success' | 'error';
  text: string;
}

interface Props {
  message: { tone: Message['tone']; text: string | null | undefined } | null | undefined;
  /** The line is an action's outcome: it takes the focus whenever it appears or changes. */
  focus?: boolean;
}

/** Shows a message (nothing for none, or one without text). */
export function MessageLine({ message, focus = false }: Props) {
  const line = useRef<HTMLParagraphElement>(null);
  const text = message?.text;
  const tone = message?.tone;
  useEffect(() => {
    if (focus && text && line.current) focusElement(line.current);
  }, [focus, text, tone]);
  if (!message?.text) return null;
  return message.tone === 'error' ? (
    <p ref={line} className="alert alert--error" role="alert">
      {message.text}
    </p>
  ) : (
    <p ref={line} className="alert alert--success" role="status">
      {message.text}
    </p>
  );
}
