// The category edit screen's image tab: the current image (200 px), a file input for images and
// 'update image', with 'please select an image' and 'image updated' messages.
import { observer } from 'mobx-react-lite';
import { he } from './he';
import type { CategoryFormStore } from './CategoryFormStore';
import { HubImageUpload } from '../lib/HubImageUpload';

export const CategoryImageForm = observer(function CategoryImageForm({ store }: { store: CategoryFormStore }) {
  const category = store.category;
  if (!category) return null;
  return (
    <HubImageUpload
      current={category.imageURL || null}
      currentLabel={he.currentImage}
      currentAlt={he.imageAlt(category.name || category.categoryName)}
      previewWidth={200}
      fileLabel={he.imageFile}
      hint={he.imageHint}
      file={store.image}
      onFile={(file) => store.setImage(file)}
      buttonLabel={he.updateImage}
      busyLabel={he.uploading}
      busy={store.imageForm.busy}
      onUpload={() => void store.uploadImage()}
      notice={store.imageMessage}
    />
  );
});
