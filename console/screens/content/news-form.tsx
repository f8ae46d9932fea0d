import type { OpsNewsCreateRequest } from '../../../schema/generated/api.ts';
import type { NewsItem } from '../../api/types.ts';
import { useT } from '../../i18n/i18n.ts';
import { SelectField, TextField } from '../../ui/field.tsx';
import { newsBody, newsCategories, newsProblems, type NewsDraft } from '../../validation/news-rules.ts';
import type { FormSlot } from './editor-frame.tsx';
import { FormFrame, StoryFields, useEditorForm } from './form-frame.tsx';
import { localInput } from './local-input.ts';

const blank: NewsDraft = { category: 'football', title: '', summary: '', body: '', cover: '', publishAt: '', endAt: '' };

function draftOf(item: NewsItem | null): NewsDraft {
  if (!item) return blank;
  const { category, title, summary, body, cover } = item;
  return { category, title, summary, body, cover, publishAt: localInput(item.publishAt), endAt: localInput(item.endAt) };
}

/** A new news item (saved as a draft) or the edit of `editing`: its category, texts, cover and schedule. */
export function NewsForm(props: FormSlot<NewsItem> & { save: (body: OpsNewsCreateRequest) => Promise<NewsItem> }) {
  const { t } = useT();
  const { editing } = props;
  const form = useEditorForm(props, {
    draftOf,
    problems: newsProblems,
    save: (draft) => props.save(newsBody(draft)),
  });
  const { field } = form;
  return (
    <FormFrame
      name="news"
      heading={editing ? t('news.editing', { id: editing.id }) : t('news.new')}
      reloadLabel={t('news.reload')}
      form={form}
    >
      <SelectField label={t('news.fieldCategory')} {...field('category')}>
        {newsCategories.map((category) => (
          <option key={category} value={category}>
            {t(`news.category.${category}`)}
          </option>
        ))}
      </SelectField>
      <TextField label={t('news.fieldTitle')} {...field('title')} />
      <StoryFields form={form} bodyLabel={t('news.fieldBody')} />
      <TextField label={t('content.fieldPublishAt')} type="datetime-local" hint={t('content.publishHint')} {...field('publishAt')} />
      <TextField label={t('content.fieldEndAt')} type="datetime-local" hint={t('content.endHint')} {...field('endAt')} />
    </FormFrame>
  );
}
