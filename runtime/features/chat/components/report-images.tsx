import styled from '@emotion/styled';
import { useState, type ChangeEvent } from 'react';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { uploadImage } from '../../../core/upload/image-upload.ts';
import { ImageGrid } from '../../../ui/image-grid.tsx';

const Grid = styled(ImageGrid)`
  margin: 0;
`;

/** How many screenshots a report carries at most (the server's limit, schema/api/misc/report.request.json). */
export const reportImageLimit = 4;

/**
 * Screenshots for a report: picked, resized and uploaded like every other picture (core/upload), each removable; the
 * add tile goes once there are four. `onBusy` says when an upload is under way, so the form waits for it.
 */
export function ReportImages(props: { images: string[]; onChange(images: string[]): void; onBusy(busy: boolean): void }) {
  const { t } = useT('chat');
  const [uploading, setUploading] = useState(false);
  const busy = (value: boolean) => {
    setUploading(value);
    props.onBusy(value);
  };
  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    busy(true);
    try {
      const url = await uploadImage(file);
      props.onChange([...props.images, url].slice(0, reportImageLimit));
    } catch {
      // uploadImage has told the fan why.
    } finally {
      busy(false);
    }
  };
  return (
    <Grid columns={4} data-testid="report-images" aria-label={t('reportImages', { count: props.images.length, max: reportImageLimit })}>
      {props.images.map((url) => (
        <li key={url} data-testid="report-image">
          <img src={serverUrl(url)} alt="" />
          <button type="button" aria-label={t('removeImage')} onClick={() => props.onChange(props.images.filter((u) => u !== url))}>
            ×
          </button>
        </li>
      ))}
      {props.images.length < reportImageLimit ? (
        <li>
          <label aria-label={t('addImage')} aria-busy={uploading}>
            {uploading ? '…' : '+'}
            <input type="file" accept="image/*" disabled={uploading} onChange={(e) => void add(e)} data-testid="report-image-input" />
          </label>
        </li>
      ) : null}
    </Grid>
  );
}
