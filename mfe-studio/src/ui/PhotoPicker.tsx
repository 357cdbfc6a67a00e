import type { ChangeEvent, Ref } from 'react';
import { acceptedPhotoTypes } from '../calls/photo-upload';
import type { ControlProps } from './Field';
import styles from './PhotoPicker.module.css';

interface PhotoPickerProps extends ControlProps {
  /** What the button says: `Add photos`. */
  label: string;
  multiple?: boolean;
  onChoose(files: File[]): Promise<void>;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A photo input drawn as a button. The input itself is hidden from sight only: it still takes
 * the focus and the keyboard, and its button shows the focus ring. The browser's own words
 * beside it ("No file chosen") never show, so the form says what the piece holds instead.
 */
export function PhotoPicker({ label, multiple, onChoose, ref, ...control }: PhotoPickerProps) {
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared at once, so choosing the same file again after a refusal is seen as a choice.
    event.target.value = '';
    if (files.length) await onChoose(files);
  };

  return (
    <span className={styles.picker}>
      <input
        ref={ref}
        {...control}
        type="file"
        accept={acceptedPhotoTypes}
        multiple={multiple}
        onChange={choose}
        className="visually-hidden"
      />
      <label htmlFor={control.id} className="btn btn-outline">
        {label}
      </label>
    </span>
  );
}
