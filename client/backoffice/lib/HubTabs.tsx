// The back office's tab strip (WAI-ARIA tabs): one tab stop, arrow keys move between tabs in
// reading order (right to left), Home and End jump to the ends; the panel is labelled by its tab.
// A strip wider than its room (five tabs on a 390 px phone) scrolls: a fade and an arrow at each
// edge with tabs beyond it say so (a tap on the arrow scrolls that way), and the selected tab is
// always scrolled wholly into view.
import { useCallback, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronIcon } from '../../ui/icons';

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

/** Which physical sides of the strip have tabs scrolled out of sight beyond them. */
interface Beyond {
  left: boolean;
  right: boolean;
}

/** The faded room at an edge with tabs beyond it (Hub.css): a tab scrolled into view clears it. */
const EDGE = 28;

/** What lies beyond the strip's edges (a pixel of rounding is none). */
function beyond(strip: HTMLElement): Beyond {
  const room = strip.getBoundingClientRect();
  const tabs = Array.from(strip.children, (tab) => tab.getBoundingClientRect());
  return {
    left: tabs.some((tab) => tab.left < room.left - 1),
    right: tabs.some((tab) => tab.right > room.right + 1),
  };
}

/** Scrolls the strip (only the strip, never the page or the dialog) until the tab is wholly in view, clear of the arrows. */
function reveal(strip: HTMLElement, tab: HTMLElement): void {
  const room = strip.getBoundingClientRect();
  const rect = tab.getBoundingClientRect();
  const edge = Math.min(EDGE, Math.max(0, (room.width - rect.width) / 2));
  if (rect.left < room.left + edge) strip.scrollLeft -= room.left + edge - rect.left;
  else if (rect.right > room.right - edge) strip.scrollLeft += rect.right - (room.right - edge);
}

/** Scrolls the strip (smoothly) a page that way: what was in view, less the fades, goes beyond the other edge. */
function scrollToward(strip: HTMLElement, side: keyof Beyond): void {
  const page = Math.max(strip.clientWidth - 2 * EDGE, EDGE);
  strip.scrollBy({ left: side === 'right' ? page : -page, behavior: 'smooth' });
}

export function HubTabs<K extends string>({ tabs, active, onChange, label, children }: Props<K>) {
  const base = useId();
  const strip = useRef<HTMLDivElement>(null);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const [more, setMore] = useState<Beyond>({ left: false, right: false });
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.key === active),
  );

  const measure = useCallback(() => {
    if (!strip.current) return;
    const now = beyond(strip.current);
    setMore((was) => (was.left === now.left && was.right === now.right ? was : now));
  }, []);

  useLayoutEffect(() => {
    const el = strip.current;
    if (!el) return;
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  // The selected tab, however chosen (a tap, an arrow key, the dialog opening on it), is in view.
  useLayoutEffect(() => {
    const tab = buttons.current[index];
    if (strip.current && tab) reveal(strip.current, tab);
  }, [index]);

  const move = (to: number) => {
    const next = (to + tabs.length) % tabs.length;
    onChange(tabs[next]!.key);
    buttons.current[next]?.focus({ preventScroll: true });
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

  /**
   * An edge's arrow: scrolls the strip a page that way. Pointer only (the keys move along
   * the tabs themselves). The arrows sit beside the strip, never over it, so every tab in view takes
   * its own taps; while the strip overflows both keep their room, the one with nothing beyond it
   * hidden, so the strip does not change width as it scrolls.
   */
  const overflowing = more.left || more.right;
  const arrow = (side: keyof Beyond) =>
    overflowing && (
      <button
        type="button"
        className={`hub-tabs__more hub-tabs__more--${side}`}
        tabIndex={-1}
        aria-hidden="true"
        disabled={!more[side]}
        onClick={() => strip.current && scrollToward(strip.current, side)}
      >
        <ChevronIcon />
      </button>
    );

  return (
    <div className="hub-tabs">
      <div className="hub-tabs__bar" data-more-left={more.left || undefined} data-more-right={more.right || undefined}>
        {arrow('right')}
        <div ref={strip} role="tablist" aria-label={label} className="hub-tabs__list" onKeyDown={onKeyDown} onScroll={measure}>
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
                // A tab the strip showed in part comes wholly into view (also when it was selected already).
                if (strip.current) reveal(strip.current, e.currentTarget);
              }}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {arrow('left')}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${tabs[index]!.key}`} className="hub-tabs__panel">
        {children}
      </div>
    </div>
  );
}
