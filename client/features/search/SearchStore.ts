// The header's search box as a store: what is in the box, its suggestions' term and list state, the
// keyboard-wedge scanner's codes, and ONE task at a time that leads somewhere: the search waiting for
// the typing's pause, or a scanned code's results and its item's dialog. A newer task (a key, a scan,
// a suggestion chosen, Enter) cancels the one before it; a task acts only if the buyer is still where
// it started (the location store's mark): a link followed, Back or Forward after it, drawn yet or not,
// drops it, while a key typed after a link, that page still on its way, is a search of its own.
import { makeAutoObservable, runInAction } from 'mobx';
import type { LocationStore } from '../../stores/LocationStore';
import { WedgeReader } from './keyboardWedge';

/** How long the typing pauses before the address (and the results page) follows it. */
export const NAVIGATE_AFTER_MS = 150;
/** How long the typing pauses before the suggestions are asked for. */
export const SUGGEST_AFTER_MS = 200;

/** What the search box reads of the app (the RootStore is one). */
export interface SearchStoreDeps {
  readonly location: Pick<LocationStore, 'pathname' | 'navigate' | 'mark' | 'isStill'>;
  readonly catalogue: {
    /** The one item with a scanned code (null: none or several); throws when it cannot be asked. */
    scannedItem(code: string): Promise<{ itemId: string } | null>;
  };
  readonly dialogs: { open(dialog: { d: 'item'; itemId: string }): void };
}

/** The code the search can fetch early, for where it leads (the results page, the item's dialog). */
export interface SearchPreloads {
  results(): void;
  itemDialog(): void;
}

/** A pause that a cancelled task does not wait out. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

export class SearchStore {
  /** What the box shows. */
  value: string;
  /** The value the suggestions are for: the box's, once the typing pauses (SUGGEST_AFTER_MS). */
  term: string;
  /** Whether the suggestions' list is open. */
  open = false;
  /** The suggestion chosen by the arrows (-1: none). */
  active = -1;
  /** How many codes were scanned into the box: each is selected once it is drawn (and never a later typing). */
  scans = 0;
  private readonly wedge = new WedgeReader();
  /** The task under way, if any: cancelling it is aborting its signal. */
  private task: AbortController | null = null;
  private termTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly root: SearchStoreDeps,
    private readonly preload: SearchPreloads,
    value = '',
  ) {
    this.value = value;
    this.term = value.trim();
    makeAutoObservable<SearchStore, 'root' | 'preload' | 'wedge' | 'task' | 'termTimer'>(this, {
      root: false,
      preload: false,
      wedge: false,
      task: false,
      termTimer: false,
    });
  }

  private setValue(next: string): void {
    this.value = next;
    clearTimeout(this.termTimer);
    this.termTimer = setTimeout(() => runInAction(() => (this.term = next.trim())), SUGGEST_AFTER_MS);
  }

  /** The address's query, when it changes from elsewhere (a camera scan, Back): the box shows it, unless being typed in. */
  follow(query: string, typing: boolean): void {
    if (!typing && query !== this.value) this.setValue(query);
  }

  /** A key typed into the box (the new value): the suggestions open, and the search goes once the typing pauses. */
  type(next: string): void {
    // Typing leads to the results page: its code comes meanwhile.
    this.preload.results();
    this.setValue(next);
    this.open = true;
    this.active = -1;
    // The address follows the typing once it pauses, not at every key: a scanner's thirteen keys
    // would otherwise draw thirteen result pages, each one's reads started and dropped.
    this.run(async (signal) => {
      const typedAt = this.root.location.mark();
      await pause(NAVIGATE_AFTER_MS, signal);
      if (!signal.aborted && this.root.location.isStill(typedAt)) await this.searchFor(next);
    });
  }

  /**
   * A key press in the box (`key` as KeyboardEvent.key, `at` its timeStamp): true when it ended a
   * scanner's code, which is then searched for and its item's dialog opened when one item has it.
   */
  key(key: string, at: number): boolean {
    const code = this.wedge.key(key, at);
    if (code === null) return false;
    this.scanned(code);
    return true;
  }

  /** The box lost the focus: a scanner's code is not read across it. */
  blurred(leftTheBox: boolean): void {
    this.wedge.reset();
    if (leftTheBox) this.open = false;
  }

  focused(): void {
    this.open = true;
  }

  close(): void {
    this.open = false;
  }

  /** The arrows: the next (1) or previous (-1) of `count` suggestions, none above the first. */
  move(step: 1 | -1, count: number): void {
    this.active = Math.max(-1, Math.min(this.active + step, count - 1));
  }

  /** Enter on the box: the search for what is in it at once. */
  submit(text: string): void {
    this.cancel();
    void this.searchFor(text);
  }

  /** A suggestion chosen: its item's dialog over the results already shown (a search still to come would close it). */
  choose(itemId: string): void {
    this.cancel();
    this.open = false;
    this.root.dialogs.open({ d: 'item', itemId });
  }

  /** A scanner's code: its search, and its item's dialog when exactly one item has that code. */
  private scanned(code: string): void {
    this.open = false;
    this.active = -1;
    this.scans += 1;
    this.setValue(code);
    this.run(async (signal) => {
      await this.searchFor(code);
      const scannedAt = this.root.location.mark();
      // The results page's and the dialog's code come while the code's one search is asked for (the page's own request).
      this.preload.results();
      this.preload.itemDialog();
      // Failed: the search page for the code is open and says what it found (or why it could not look).
      const item = await this.root.catalogue.scannedItem(code).catch(() => null);
      // Over the code's results, unless the buyer has gone elsewhere meanwhile (Back, a link) or the box has gone on.
      if (item && !signal.aborted && this.root.location.isStill(scannedAt)) this.root.dialogs.open({ d: 'item', itemId: item.itemId });
    });
  }

  /** Goes to the results of `text` (home for nothing); on the results already, in place of their entry: one Back leaves them. */
  private searchFor(text: string): Promise<void> {
    const to = text.trim() === '' ? '/' : `/search?query=${encodeURIComponent(text)}`;
    return this.root.location.navigate(to, { replace: to !== '/' && this.root.location.pathname === '/search' });
  }

  /** Starts a task in place of the one under way. */
  private run(task: (signal: AbortSignal) => Promise<void>): void {
    this.cancel();
    const controller = new AbortController();
    this.task = controller;
    void task(controller.signal).finally(() => {
      if (this.task === controller) this.task = null;
    });
  }

  /** Cancels the task under way, if any. */
  cancel(): void {
    this.task?.abort();
    this.task = null;
  }

  /** The box is gone: nothing of it runs on. */
  dispose(): void {
    this.cancel();
    clearTimeout(this.termTimer);
  }
}
