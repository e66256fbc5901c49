// The category edit screen's image tab: the current image (200 px), a file input for images and
// 'update image', with 'please select an image' and 'image updated' messages.
import { observer } from 'mobx-react-lite';
import { he } from '../he';
import type { CategoryFormStore } from './CategoryFormStore';
import { HubImageUpload } from '../lib/HubImageUpload';

const t = he.boCategory;

export const CategoryImageForm = observer(function CategoryImageForm({ form }: { form: CategoryFormStore }) {
  const category = form.category;
  if (!category) return null;
  return (
    <HubImageUpload
      current={category.imageURL || null}
      currentLabel={t.currentImage}
      currentAlt={t.imageAlt(category.name || category.categoryName)}
      previewWidth={200}
      fileLabel={t.imageFile}
      hint={t.imageHint}
      file={form.image}
      onFile={(file) => form.setImage(file)}
      buttonLabel={t.updateImage}
      busyLabel={t.uploading}
      busy={form.uploading}
      onUpload={() => void form.uploadImage()}
      notice={form.imageNotice}
    />
  );
});
