// A button whose action is under way: it says so (aria-busy, and the label its caller gives) and
// ignores presses until the action ends, but stays focusable. A disabled button would drop the focus
// of whoever just pressed it to the page's body, from where a screen reader and Tab start over at
// the top (WCAG 2.4.3, as focusReturn.ts keeps it elsewhere); `disabled` stays for a button that
// cannot act at all (nothing to save).
import type { ButtonHTMLAttributes, Ref } from 'react';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** The button's action is under way. */
  busy: boolean;
  ref?: Ref<HTMLButtonElement>;
};

export function BusyButton({ busy, onClick, type = 'button', ...rest }: Props) {
  return (
    <button
      {...rest}
      type={type}
      aria-disabled={busy || rest.disabled || undefined}
      aria-busy={busy || undefined}
      onClick={(e) => {
        // A press while busy (or Enter in the form's field, which presses its submit button) does nothing.
        if (busy) e.preventDefault();
        else onClick?.(e);
      }}
    />
  );
}
