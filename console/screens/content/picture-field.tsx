import styled from '@emotion/styled';
import { useState } from 'react';
import { uploadPicture } from '../../api/content-calls.ts';
import { useT } from '../../i18n/i18n.ts';
import { TextField } from '../../ui/field.tsx';
import { failureText } from '../../ui/load-state.tsx';
import { color, radius } from '../../ui/tokens.ts';
import { pictureFileProblem } from '../../validation/content-rules.ts';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Upload = styled.label`
  align-self: flex-start;
  padding: 4px 10px;
  border: 1px dashed ${color.borderStrong};
  border-radius: ${radius.small};
  font-size: 13px;
  font-weight: 600;
  cursor: pointer;
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: default;
  }
  & input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

const Note = styled.small<{ error?: boolean }>`
  font-size: 12px;
  color: ${({ error }) => (error ? color.danger : color.muted)};
`;

/**
 * A picture's address, typed or uploaded: a chosen file is checked here (an image, at most 5 MB), sent to the
 * uploads area, and its address fills the field.
 */
export function PictureField(props: { value: string; error: string | null; disabled: boolean; onChange: (value: string) => void }) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = pictureFileProblem(file);
    setFailure(problem ? t(problem.key, problem.values) : null);
    if (problem) return;
    setBusy(true);
    try {
      props.onChange((await uploadPicture(file)).url);
    } catch (error) {
      setFailure(failureText(error, t));
    } finally {
      setBusy(false);
    }
  };
  const disabled = props.disabled || busy;
  return (
    <Box>
      <TextField
        label={t('content.fieldImage')}
        name="image"
        hint={t('content.imageHint')}
        value={props.value}
        error={props.error}
        disabled={disabled}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <Upload aria-disabled={disabled}>
        {busy ? t('content.uploading') : t('content.upload')}
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          disabled={disabled}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Upload>
      {failure && (
        <Note error role="alert">
          {failure}
        </Note>
      )}
    </Box>
  );
}
