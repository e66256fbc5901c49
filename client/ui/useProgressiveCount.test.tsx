/**
 * @jest-environment jsdom
 */
import { act, cleanup, render } from '@testing-library/react';
import { memo } from 'react';
import { useProgressiveCount } from './useProgressiveCount';

afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

/** How often each row was drawn, by its number. */
let draws: Map<number, number>;
/** Each commit's number of rows. */
let commits: number[];

const Row = memo(function Row({ n }: { n: number }) {
  draws.set(n, (draws.get(n) ?? 0) + 1);
  return <li>{n}</li>;
});

function List({ rows }: { rows: number[] }) {
  const drawn = useProgressiveCount(rows.length, 6, 4);
  const shown = rows.slice(0, drawn);
  commits.push(shown.length);
  return (
    <ul>
      {shown.map((n) => (
        <Row key={n} n={n} />
      ))}
    </ul>
  );
}

const rowsOf = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
const shownRows = () => document.querySelectorAll('li').length;
/** Lets one frame go by (fake timers run requestAnimationFrame's callbacks on a 16 ms clock). */
const nextFrame = () => act(() => void jest.advanceTimersByTime(16));

beforeEach(() => {
  draws = new Map();
  commits = [];
  jest.useFakeTimers();
});

describe('useProgressiveCount: a long list drawn a screenful first, then a few rows a frame', () => {
  it('draws the first rows at once and four more each frame, every row once', async () => {
    render(<List rows={rowsOf(30)} />);
    expect(shownRows()).toBe(6);
    await nextFrame();
    expect(shownRows()).toBe(10);
    for (let frame = 0; frame < 10; frame++) await nextFrame();
    expect(shownRows()).toBe(30);
    expect([...draws.values()].every((times) => times === 1)).toBe(true);
    expect(draws.size).toBe(30);
  });

  it('draws a short list at once, in one commit', () => {
    render(<List rows={rowsOf(6)} />);
    expect(shownRows()).toBe(6);
    expect(commits).toEqual([6]);
  });

  it('draws a row added after the whole list is drawn at once, without a frame between', async () => {
    const { rerender } = render(<List rows={rowsOf(12)} />);
    for (let frame = 0; frame < 5; frame++) await nextFrame();
    expect(shownRows()).toBe(12);
    act(() => rerender(<List rows={rowsOf(13)} />));
    expect(shownRows()).toBe(13);
    expect(draws.get(13)).toBe(1);
  });
});
