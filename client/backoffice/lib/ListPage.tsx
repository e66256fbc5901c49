// The screen of a list of records (/attributes, /priceLists): the title with its Add link, a
// message handed over or left by the last action, and the records paged and searchable in a table.
import { MessageLine, type Message } from './Message';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PagedList } from '../../ui/PagedList';
import type { PagedListStore } from '../../ui/PagedListStore';
import { DataTable, type Column } from './DataTable';
import { FormPage } from './FormPage';

interface Props<T> {
  title: string;
  add: { to: string; label: string };
  message: Message | null;
  list: PagedListStore<T>;
  /** The list's name (the search box's label). */
  label: string;
  empty: string;
  columns: Column<T>[];
  actions: (row: T) => ReactNode;
  /** A line between the message and the list (a part of the screen that failed to load). */
  notice?: ReactNode;
  /** What follows the list (a confirmation dialog). */
  children?: ReactNode;
}

export const ListPage = observer(function ListPage<T extends { id: number }>({
  title,
  add,
  message,
  list,
  label,
  empty,
  columns,
  actions,
  notice,
  children,
}: Props<T>) {
  return (
    <FormPage
      title={title}
      width="wide"
      actions={
        <Link to={add.to} className="button button--small">
          {add.label}
        </Link>
      }
    >
      {message && <MessageLine message={message} focus />}
      {notice}
      <PagedList list={list} label={label} empty={empty}>
        {(items) => <DataTable rows={items} rowKey={(row) => row.id} columns={columns} actions={actions} />}
      </PagedList>
      {children}
    </FormPage>
  );
});
