// An image upload: the current picture (or a note that there is none), a file input limited to
// the image types the provider accepts, and the upload button with its message.
import { MessageLine, type Message } from './Message';
import { useId, useRef, useEffect } from 'react';
import { Img } from '../../components/Img';

/** The picture types the provider accepts (checked by their bytes there). */
export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

interface Props {
  /** The current picture's URL, or null; undefined shows no current picture at all (a new one is added). */
  current?: string | null;
  currentLabel?: string;
  currentAlt?: string;
  /** Said instead of a picture when there is none. */
  noneText?: string;
  /** Preview width in pixels (200 for categories). */
  previewWidth?: number;
  fileLabel: string;
  hint: string;
  file: File | null;
  onFile: (file: File | null) => void;
  buttonLabel: string;
  busyLabel: string;
  busy: boolean;
  onUpload: () => void;
  notice: Message | null | undefined;
}

export function HubImageUpload(props: Props) {
  const {
    current,
    currentLabel,
    currentAlt,
    noneText,
    previewWidth = 200,
    fileLabel,
    hint,
    file,
    onFile,
    buttonLabel,
    busyLabel,
    busy,
    onUpload,
    notice,
  } = props;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // The store empties the file after a successful upload: empty the input with it.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);
  return (
    <div className="hub-upload">
      {current !== undefined && (
        <figure className="hub-upload__current">
          <figcaption className="hub-upload__caption">{currentLabel}</figcaption>
          {current || !noneText ? (
            <Img
              src={current}
              alt={currentAlt ?? ''}
              className="hub-upload__preview"
              style={{ inlineSize: previewWidth }}
              width={previewWidth}
            />
          ) : (
            <p className="muted">{noneText}</p>
          )}
        </figure>
      )}
      <form
        className="hub-upload__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onUpload();
        }}
      >
        <div className="field">
          <label htmlFor={id}>{fileLabel}</label>
          <input
            ref={input}
            id={id}
            type="file"
            accept={IMAGE_TYPES}
            className="input hub-upload__input"
            aria-describedby={`${id}-hint`}
            onChange={(e) => onFile(e.target.files?.[0] ?? null)}
          />
          <span id={`${id}-hint`} className="muted hub-hint">
            {hint}
          </span>
        </div>
        <button type="submit" className="button" disabled={busy}>
          {busy ? busyLabel : buttonLabel}
        </button>
        <MessageLine message={notice} />
      </form>
    </div>
  );
}
