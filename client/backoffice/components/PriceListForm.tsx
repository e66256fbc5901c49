// The price list form of the add and rename screens: the name, required.
import { he } from '../he';
import type { PriceListFormStore } from '../stores/PriceListFormStore';
import { NameForm, type NameFormProps } from './NameForm';

export function PriceListForm(props: NameFormProps & { store: PriceListFormStore }) {
  return <NameForm {...props} nameLabel={he.plName} />;
}
