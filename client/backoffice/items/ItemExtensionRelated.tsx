// The 'relatedItems' panel of the item extension dialog: the linked items with Remove, a search to
// find one, the choice among the results, Add, and Save.
import { MessageLine } from '../lib/Message';
import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { Img } from '../../ui/Img';
import { he, validationText } from './he';
import type { ItemExtensionRelatedStore } from './ItemExtensionRelatedStore';
import { FormSave } from '../lib/FormFields';

const Results = observer(function Results({ store, errorId }: { store: ItemExtensionRelatedStore; errorId: string }) {
  const error = store.addForm.errors.relatedItemId;
  if (store.results === null) return null;
  if (store.results.length === 0) return <p className="muted">{he.relNoResults}</p>;
  return (
    <fieldset className="item-ext__results" aria-describedby={error ? errorId : undefined}>
      <legend>{he.relResults}</legend>
      {store.results.map((item) => (
        <label key={item.itemId} className="item-ext__result">
          <input
            type="radio"
            name="related-item"
            value={item.itemId}
            checked={store.selected === item.itemId}
            onChange={() => store.select(item.itemId)}
          />
          <Img src={item.pictureUrl} alt="" className="bo-thumb" width={48} height={48} />
          <span>
            {item.itemDescription} <bdi className="muted">({item.itemId})</bdi>
          </span>
        </label>
      ))}
    </fieldset>
  );
});

export const ItemExtensionRelated = observer(function ItemExtensionRelated({ store }: { store: ItemExtensionRelatedStore }) {
  const id = useId();
  const { addForm, form } = store;
  const search = (e: FormEvent) => {
    e.preventDefault();
    void store.search();
  };
  const error = addForm.errors.relatedItemId;
  const listError = form.errors.items ?? Object.entries(form.errors).find(([k]) => k.startsWith('items.'))?.[1];
  return (
    <div className="item-ext__form">
      <p className="muted item-ext__hint">{he.relSubstitutesHint}</p>
      {store.items.length === 0 ? (
        <p className="muted">{he.relEmpty}</p>
      ) : (
        <ul className="item-ext__related" aria-label={he.relTable}>
          {store.items.map((r) => (
            <li key={r.itemId}>
              <Img src={r.pictureUrl} alt="" className="bo-thumb" width={48} height={48} />
              <span className="item-ext__related-name">
                {r.itemDescription} <bdi className="muted">({r.itemId})</bdi>
              </span>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => store.remove(r.itemId)}
                aria-label={he.relRemoveOf(r.itemDescription)}
              >
                {he.relRemove}
              </button>
            </li>
          ))}
        </ul>
      )}
      {listError && <MessageLine message={{ tone: 'error', text: validationText(listError) }} />}
      <div className="item-ext__add">
        <h3 id={`${id}-title`}>{he.relAdd}</h3>
        <form onSubmit={search} role="search" className="bo-inline-form" aria-labelledby={`${id}-title`}>
          <div className="field">
            <label htmlFor={`${id}-search`}>{he.relSearch}</label>
            <input
              id={`${id}-search`}
              type="search"
              className="input"
              value={store.searchTerm}
              onChange={(e) => store.setSearchTerm(e.target.value)}
            />
          </div>
          <button type="submit" className="button button--secondary" disabled={store.searching}>
            {he.relSearchButton}
          </button>
        </form>
        {store.searching && <p role="status">{he.loading}</p>}
        {store.searchError && <MessageLine message={{ tone: 'error', text: `${he.errorPrefix}${store.searchError}` }} />}
        <Results store={store} errorId={`${id}-error`} />
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {validationText(error)}
          </p>
        )}
        <button type="button" className="button button--secondary" onClick={() => store.add()}>
          {he.relAdd}
        </button>
      </div>
      {store.dirty && <p className="alert alert--warning">{he.unsaved}</p>}
      <FormSave form={form} label={he.relSave} onClick={() => void store.save()} />
    </div>
  );
});
