import type { ContentItem, ContentKind } from '../../api/types.ts';
import { useT } from '../../i18n/i18n.ts';
import { TextField } from '../../ui/field.tsx';
import { contentBody, contentProblems, type ContentDraft } from '../../validation/content-rules.ts';
import type { FormSlot } from './editor-frame.tsx';
import { FormFrame, useEditorForm } from './form-frame.tsx';
import { localInput } from './local-input.ts';
import { PictureField } from './picture-field.tsx';

const blank: ContentDraft = { title: '', titlePt: '', image: '', link: '', sort: '0', publishAt: '', endAt: '' };

function draftOf(item: ContentItem | null): ContentDraft {
  if (!item) return blank;
  const { title, titlePt, image, link } = item;
  return { title, titlePt, image, link, sort: String(item.sort), publishAt: localInput(item.publishAt), endAt: localInput(item.endAt) };
}

/**
 * A new banner or announcement (saved as a draft) or the edit of `editing`: its titles in both languages, a banner's
 * picture and link, its place and its schedule.
 */
export function ContentForm(
  props: FormSlot<ContentItem> & { kind: ContentKind; save: (body: ReturnType<typeof contentBody>) => Promise<ContentItem> },
) {
  const { t } = useT();
  const { kind, editing } = props;
  const form = useEditorForm(props, {
    draftOf,
    problems: (draft: ContentDraft) => contentProblems(kind, draft),
    save: (draft) => props.save(contentBody(kind, draft)),
  });
  const { field } = form;
  const banner = kind === 'banner';
  return (
    <FormFrame
      name="content"
      heading={editing ? t('content.editing', { id: editing.id }) : t(banner ? 'content.newBanner' : 'content.newAnnouncement')}
      reloadLabel={t('content.reload')}
      form={form}
    >
      <TextField label={t(banner ? 'content.fieldTitle' : 'content.fieldText')} {...field('title')} />
      <TextField label={t(banner ? 'content.fieldTitlePt' : 'content.fieldTextPt')} {...field('titlePt')} />
      {banner && (
        <PictureField
          value={form.draft.image}
          error={form.errorOf('image')}
          disabled={form.busy}
          onChange={(image) => form.set('image', image)}
        />
      )}
      {banner && <TextField label={t('content.fieldLink')} hint={t('content.linkHint')} {...field('link')} />}
      <TextField label={t('content.fieldSort')} inputMode="numeric" hint={t('content.sortHint')} {...field('sort')} />
      <div />
      <TextField label={t('content.fieldPublishAt')} type="datetime-local" hint={t('content.publishHint')} {...field('publishAt')} />
      <TextField label={t('content.fieldEndAt')} type="datetime-local" hint={t('content.endHint')} {...field('endAt')} />
    </FormFrame>
  );
}
