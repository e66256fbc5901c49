import { configure } from 'mobx';
import { ApiError } from '../../api/ApiError';
import { PagedListStore } from '../../ui/PagedListStore';
import { reloadAfterRemoval, withErrorText } from './pagedLists';

configure({ enforceActions: 'always' });

type Row = { id: number };
const query = { pageNumber: 1, pageSize: 10, searchTerm: '' };
const signal = new AbortController().signal;

describe('withErrorText', () => {
  it('turns a failure into an Error carrying its Hebrew text, which the list then shows', async () => {
    const list = new PagedListStore<Row>(withErrorText(() => Promise.reject(new ApiError(500, 'internal_error', 'x'))));
    await list.load();
    expect(list.error).toBe('השרת אינו זמין כעת.');
  });

  it('lets an abort through as it is, and logs other failures under the given name', async () => {
    const abort = new DOMException('aborted', 'AbortError');
    await expect(withErrorText(() => Promise.reject(abort), 'Get rows error')(query, signal)).rejects.toBe(abort);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = new ApiError(500, 'internal_error', 'x');
    await expect(withErrorText(() => Promise.reject(refusal), 'Get rows error')(query, signal)).rejects.toThrow('השרת אינו זמין כעת.');
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Get rows error', refusal);
    log.mockRestore();
  });
});

describe('reloadAfterRemoval', () => {
  function listOf(total: number) {
    const pages: number[] = [];
    const list = new PagedListStore<Row>(async ({ pageNumber, pageSize }) => {
      pages.push(pageNumber);
      const rows = Array.from({ length: total }, (_, i) => ({ id: i + 1 })).slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
      return { items: rows, totalCount: total, totalPages: Math.ceil(total / pageSize) };
    });
    return { list, pages };
  }

  it('steps back a page when the last row of a later page was removed', async () => {
    const { list, pages } = listOf(11);
    await list.load();
    list.next();
    await list.load();
    await reloadAfterRemoval(list);
    // Not loaded here: the list's own reaction loads the page it moved to.
    expect([list.pageNumber, pages]).toEqual([1, [1, 2]]);
  });

  it('loads the same page again otherwise', async () => {
    const { list, pages } = listOf(3);
    await list.load();
    await reloadAfterRemoval(list);
    expect([list.pageNumber, pages]).toEqual([1, [1, 1]]);
  });
});
