/**
 * @jest-environment jsdom
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ConfirmDelete, useConfirmDelete } from './ConfirmDelete';
import { DataTable, idColumn, RowAction } from './DataTable';

// jsdom has no TextEncoder, which react-router needs as it loads: lend it Node's first.
jest.mock('react-router-dom', () => {
  Object.assign(globalThis, { TextEncoder: jest.requireActual('node:util').TextEncoder });
  return jest.requireActual('react-router-dom');
});

// The real dialog brings its stylesheet, which jest does not load: a plain stand-in with its buttons.
jest.mock('../../ui/ConfirmDialog', () => ({
  ConfirmDialog: ({
    message,
    busy,
    onConfirm,
    onCancel,
  }: {
    message: string;
    busy: boolean;
    onConfirm: () => void;
    onCancel: () => void;
  }) => (
    <div role="dialog">
      <p>{message}</p>
      <button type="button" disabled={busy} onClick={onConfirm}>
        confirm
      </button>
      <button type="button" onClick={onCancel}>
        cancel
      </button>
    </div>
  ),
}));

afterEach(cleanup);

const rows = [
  { id: 7, name: 'Cola' },
  { id: 9, name: 'Water' },
];

describe('DataTable', () => {
  it('names every cell after its column and puts the row buttons in one actions cell', () => {
    render(
      <MemoryRouter>
        <DataTable
          caption="Drinks"
          rows={rows}
          rowKey={(row) => row.id}
          columns={[idColumn, { header: 'Name', cell: (row) => row.name }]}
          actionsHeader="Actions"
          actions={(row) => (
            <RowAction to={`/drinks/${row.id}`} label={`Edit ${row.name}`}>
              Edit
            </RowAction>
          )}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('table', { name: 'Drinks' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([idColumn.header, 'Name', 'Actions']);
    const cola = screen.getByText('Cola');
    expect(cola.getAttribute('data-label')).toBe('Name');
    expect(screen.getByText('7').className).toBe('bo-num');
    const edit = screen.getByRole('link', { name: 'Edit Cola' });
    expect(edit.getAttribute('href')).toBe('/drinks/7');
    expect(edit.className).toBe('button button--secondary button--small');
    expect(edit.closest('td')?.className).toBe('actions-cell');
    expect(edit.parentElement?.className).toBe('row-actions');
  });

  it('has no actions column when the rows have no actions', () => {
    render(<DataTable rows={rows} rowKey={(row) => row.id} columns={[{ header: 'Name', cell: (row) => row.name }]} />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name']);
    expect(document.querySelector('.actions-cell')).toBeNull();
  });
});

function Drinks({ remove }: { remove: (row: { id: number; name: string }) => Promise<void> }) {
  const deletion = useConfirmDelete(remove, false);
  return (
    <>
      {rows.map((row) => (
        <RowAction key={row.id} danger label={`Delete ${row.name}`} onClick={() => deletion.askDelete(row)}>
          Delete
        </RowAction>
      ))}
      <ConfirmDelete pending={deletion} message={(row) => `Delete ${row.name} for good?`} />
    </>
  );
}

describe('ConfirmDelete with useConfirmDelete', () => {
  it('asks about the row, deletes it only once confirmed, then closes', async () => {
    const remove = jest.fn(() => Promise.resolve());
    render(<Drinks remove={remove} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const button = screen.getByRole('button', { name: 'Delete Water' });
    expect(button.className).toBe('button button--danger button--small');
    fireEvent.click(button);
    expect(screen.getByRole('dialog').textContent).toContain('Delete Water for good?');
    expect(remove).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'confirm' }));
    });
    expect(remove).toHaveBeenCalledWith(rows[1]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes nothing when cancelled', () => {
    const remove = jest.fn(() => Promise.resolve());
    render(<Drinks remove={remove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Cola' }));
    fireEvent.click(screen.getByRole('button', { name: 'cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remove).not.toHaveBeenCalled();
  });
});
