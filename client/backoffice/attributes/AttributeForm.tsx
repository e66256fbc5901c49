// The attribute form of the add and edit screens: name and description, both required.
import { observer } from 'mobx-react-lite';
import { he } from './he';
import type { AttributeFormStore } from './AttributeFormStore';
import { TextAreaField } from '../lib/FormFields';
import { NameForm, type NameFormProps } from '../lib/NameForm';

export const AttributeForm = observer(function AttributeForm({ store, ...props }: NameFormProps & { store: AttributeFormStore }) {
  return (
    <NameForm
      {...props}
      store={store}
      nameLabel={he.name}
      fields={
        <TextAreaField
          label={he.description}
          value={store.description}
          onChange={(v) => store.setDescription(v)}
          error={store.form.errors.description}
          required
          maxLength={1000}
          rows={3}
        />
      }
    />
  );
});
