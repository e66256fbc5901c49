/**
 * @jest-environment jsdom
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MAX_UPLOAD_BYTES } from '@shared/rules/upload';
import { FilePicker, imageFileRefusal } from './FilePicker';

afterEach(cleanup);

/** A file of `size` bytes that takes no memory (jsdom reads `size` from the parts). */
function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const choose = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

describe('FilePicker', () => {
  it('is a real file input named by its Hebrew label, with a Hebrew button and "no file chosen"', () => {
    render(<FilePicker label="קובץ תמונה" accept="image/png" fileName={null} onFile={() => {}} hint="עד 5MB" />);
    const input = screen.getByLabelText('קובץ תמונה');
    expect(input).toHaveProperty('type', 'file');
    expect(screen.getByText('בחירת קובץ').tagName).toBe('LABEL');
    expect(screen.getByText('בחירת קובץ').getAttribute('for')).toBe(input.id);
    expect(screen.getByText('לא נבחר קובץ').id).not.toBe('');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByText('לא נבחר קובץ').id);
  });

  it('shows the chosen file by name and hands it over', () => {
    const onFile = jest.fn();
    const { rerender } = render(
      <FilePicker label="קובץ תמונה" accept="image/png" fileName={null} onFile={onFile} check={imageFileRefusal} />,
    );
    const file = fileOf('מדף.png', 'image/png', 1000);
    choose(screen.getByLabelText('קובץ תמונה'), file);
    expect(onFile).toHaveBeenCalledWith(file);
    rerender(<FilePicker label="קובץ תמונה" accept="image/png" fileName="מדף.png" onFile={onFile} check={imageFileRefusal} />);
    expect(screen.getByText('מדף.png')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a picture over 5 MB before anything is sent, saying its size and the limit', () => {
    const onFile = jest.fn();
    render(<FilePicker label="קובץ תמונה" accept="image/png" fileName={null} onFile={onFile} check={imageFileRefusal} />);
    choose(screen.getByLabelText('קובץ תמונה'), fileOf('big.jpg', 'image/jpeg', 7.2 * 1024 * 1024));
    expect(onFile).toHaveBeenCalledWith(null);
    expect(screen.getByRole('alert').textContent?.replace(/[\u2066-\u2069]/g, '')).toBe(
      'הקובץ גדול מ-5MB (7.2MB). יש לבחור תמונה קטנה יותר.',
    );
    expect(screen.getByLabelText('קובץ תמונה').getAttribute('aria-invalid')).toBe('true');
    // A picture within the limit afterwards is taken, and the refusal goes.
    const small = fileOf('ok.jpg', 'image/jpeg', MAX_UPLOAD_BYTES);
    choose(screen.getByLabelText('קובץ תמונה'), small);
    expect(onFile).toHaveBeenLastCalledWith(small);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a type the provider refuses (SVG)', () => {
    expect(imageFileRefusal({ name: 'logo.svg', type: 'image/svg+xml', size: 100 })).toBe(
      'אפשר להעלות רק תמונה מסוג PNG, JPEG, WebP או GIF.',
    );
  });

  it('names the input by its button when the screen gives no field label', () => {
    render(<FilePicker buttonLabel="העלאת קובץ" accept=".csv" onFile={() => {}} />);
    expect(screen.getByLabelText('העלאת קובץ')).toHaveProperty('type', 'file');
    expect(screen.queryByText('לא נבחר קובץ')).toBeNull();
  });
});
