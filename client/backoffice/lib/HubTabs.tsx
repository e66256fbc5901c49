// The back office's tab strip (WAI-ARIA tabs): one tab stop, arrow keys move between tabs in
// reading order (right to left), Home and End jump to the ends; the panel is labelled by its tab.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabSpec<K extends string> {
  key: K;
  label: string;
}

interface Props<K extends string> {
  tabs: ReadonlyArray<TabSpec<K>>;
  active: K;
  onChange: (key: K) => void;
  /** The tab list's accessible name. */
  label: string;
  /** The active tab's panel. */
  children: ReactNode;
}

export function HubTabs<K extends string>({ tabs, active, onChange, label, children }: Props<K>) {
  const base = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.key === active),
  );

  const move = (to: number) => {
    const next = (to + tabs.length) % tabs.length;
    onChange(tabs[next]!.key);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    if (e.key === 'ArrowLeft') move(index + (rtl ? 1 : -1));
    else if (e.key === 'ArrowRight') move(index + (rtl ? -1 : 1));
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(tabs.length - 1);
    else return;
    e.preventDefault();
  };

  return (
    <div className="hub-tabs">
      <div role="tablist" aria-label={label} className="hub-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.key}`}
            aria-selected={i === index}
            aria-controls={`${base}-panel`}
            tabIndex={i === index ? 0 : -1}
            className="hub-tabs__tab"
            onClick={(e) => {
              onChange(tab.key);
              // A tab the strip showed in part comes wholly into view, and with it a part of the next.
              e.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' });
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${tabs[index]!.key}`} className="hub-tabs__panel">
        {children}
      </div>
    </div>
  );
}
