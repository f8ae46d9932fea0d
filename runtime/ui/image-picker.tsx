import { useState, type ChangeEvent } from 'react';
import { serverUrl } from '../core/http/api.ts';
import { uploadImage } from '../core/upload/image-upload.ts';
import { ImageGrid } from './image-grid.tsx';

export interface ImagePickerProps {
  /** The uploaded pictures' addresses, in the order picked. */
  images: string[];
  /** At most this many; the add tile goes once they are all there. */
  limit: number;
  onChange(images: string[]): void;
  /** Whether an upload is under way, so a form can wait for it. */
  onBusy?(busy: boolean): void;
  labels: { list: string; add: string; remove: string };
  /** Names the grid (`testId`), each picture (`testId` without its last "s") and the input (`…-input`). */
  testId: string;
  className?: string;
}

/**
 * Pictures a fan attaches (feedback, reports): picked, resized and uploaded like every other picture (core/upload),
 * each removable. A second pick while the first uploads waits, and each result is added to the list as it is then.
 */
export function ImagePicker(props: ImagePickerProps) {
  const [uploading, setUploading] = useState(false);
  const { images, limit, onChange, onBusy, labels, testId } = props;
  const busy = (value: boolean) => {
    setUploading(value);
    onBusy?.(value);
  };
  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    busy(true);
    try {
      const url = await uploadImage(file);
      onChange([...images, url].slice(0, limit));
    } catch {
      // uploadImage has told the fan why.
    } finally {
      busy(false);
    }
  };
  const item = testId.replace(/s$/, '');
  return (
    <ImageGrid className={props.className} columns={4} data-testid={testId} aria-label={labels.list}>
      {images.map((url) => (
        <li key={url} data-testid={item}>
          <img src={serverUrl(url)} alt="" />
          <button type="button" aria-label={labels.remove} onClick={() => onChange(images.filter((u) => u !== url))}>
            ×
          </button>
        </li>
      ))}
      {images.length < limit ? (
        <li>
          <label aria-label={labels.add} aria-busy={uploading}>
            {uploading ? '…' : '+'}
            <input type="file" accept="image/*" disabled={uploading} onChange={(e) => void add(e)} data-testid={`${item}-input`} />
          </label>
        </li>
      ) : null}
    </ImageGrid>
  );
}
