// The room the next page of a product grid will take, kept free below the loaded items while it
// loads (no layout shift while infinite scroll loads more). The footer then stays where it
// is: the new items fill the room instead of pushing it down. Measured from the grid itself (its
// column count and the height of a row), again when the window is resized.
import { useLayoutEffect, useState, type RefObject } from 'react';

export function useReservedRows(grid: RefObject<HTMLElement | null>, nextPageItems: number): number {
  const [reserve, setReserve] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const list = grid.current?.querySelector('ul');
      const first = list?.firstElementChild as HTMLElement | null | undefined;
      if (!list || !first || nextPageItems <= 0) return setReserve(0);
      const style = getComputedStyle(list);
      const columns = Math.max(1, style.gridTemplateColumns.split(' ').filter(Boolean).length);
      const stride = first.getBoundingClientRect().height + (parseFloat(style.rowGap) || 0);
      setReserve(Math.ceil(nextPageItems / columns) * stride);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [grid, nextPageItems]);
  return reserve;
}
