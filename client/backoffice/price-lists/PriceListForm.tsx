// The price list form of the add and rename screens: the name, required.
import { he } from './he';
import type { PriceListFormStore } from './PriceListFormStore';
import { NameForm, type NameFormProps } from '../lib/NameForm';

export function PriceListForm(props: NameFormProps & { store: PriceListFormStore }) {
  return <NameForm {...props} nameLabel={he.name} />;
}
