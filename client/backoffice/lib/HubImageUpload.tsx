// An image upload: the current picture (or a note that there is none), the Hebrew file picker
// limited to the image types the provider accepts (a file over 5 MB or of another type refused
// before it is sent), and the upload button with its message.
import { MessageLine, type Message } from './Message';
import { IMAGE_ACCEPT } from '@shared/rules/upload';
import { Img } from '../../ui/Img';
import { FilePicker, imageFileRefusal } from '../../ui/FilePicker';
import { BusyButton } from '../../ui/BusyButton';

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
        <FilePicker
          className="field"
          label={fileLabel}
          accept={IMAGE_ACCEPT}
          fileName={file?.name ?? null}
          onFile={onFile}
          check={imageFileRefusal}
          hint={hint}
        />
        <BusyButton type="submit" className="button" busy={busy}>
          {busy ? busyLabel : buttonLabel}
        </BusyButton>
        <MessageLine message={notice} />
      </form>
    </div>
  );
}
