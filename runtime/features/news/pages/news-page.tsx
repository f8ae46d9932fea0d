import styled from '@emotion/styled';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { NewsDetail, NewsPage as NewsPageAnswer } from '../../../../schema/generated/api.ts';
import { serverUrl } from '../../../core/http/api.ts';
import { usePagedList } from '../../../core/http/use-paged-list.ts';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { kickoffClock } from '../../../core/rules/display-rules.ts';
import { serverDay } from '../../../core/rules/server-time.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { ChoiceBar } from '../../../ui/choice-bar.tsx';
import { loadStates } from '../../../ui/load-states.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { newsApi } from '../api/news-calls.ts';

const { PagedView, RemoteView } = loadStates('news', 'news');

type Summary = NewsPageAnswer['list'][number];
type Categories = NewsPageAnswer['categories'];

const List = styled.ul`
  margin: 0 0.75rem;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    gap: 0.625rem;
    margin-bottom: 0.5rem;
    padding: 0.625rem;
    border-radius: 0.625rem;
    background: ${(p) => p.theme.color.surface};
    color: inherit;
    text-decoration: none;
  }
  img {
    flex: none;
    width: 6.5rem;
    height: 4.5rem;
    border-radius: 0.375rem;
    object-fit: cover;
    background: ${(p) => p.theme.color.background};
  }
  span {
    display: flex;
    flex-direction: column;
    justify-content: space-between;
    min-width: 0;
  }
  strong {
    display: -webkit-box;
    overflow: hidden;
    font-size: 0.875rem;
    line-height: 1.4;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
  }
  small {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
  }
`;

const Article = styled.article`
  margin: 0.75rem;
  padding: 1rem;
  border-radius: 0.75rem;
  background: ${(p) => p.theme.color.surface};
  h1 {
    margin: 0 0 0.5rem;
    font-size: 1.125rem;
    line-height: 1.4;
  }
  img {
    width: 100%;
    aspect-ratio: 16 / 9;
    margin: 0.5rem 0;
    border-radius: 0.5rem;
    object-fit: cover;
  }
  p {
    margin: 0.5rem 0;
    font-size: 0.9375rem;
    line-height: 1.7;
  }
  small {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
  }
  a {
    color: ${(p) => p.theme.accent};
  }
`;

/** The day and time of an article in China Standard Time, the server's days. */
const published = (time: number) => `${serverDay(time)} ${kickoffClock(time)}`;

/** One article: title, time, cover and its paragraphs (text only), with its match when it has one. */
function ArticleView(props: { id: number }) {
  const { t } = useT('news');
  const remote = useRemote(() => newsApi.info(props.id), `news-${props.id}`);
  return (
    <RemoteView remote={remote}>
      {(news: NewsDetail) => (
        <Article data-testid="news-article">
          <h1>{news.title}</h1>
          <small>{published(news.time)}</small>
          {news.cover ? <img src={serverUrl(news.cover)} alt="" /> : null}
          {news.body.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          {news.match ? (
            <Link to={`/score/detail/${news.match.sport_id === 2 ? 'basketball' : 'football'}/${news.match.id}`} data-testid="news-match">
              {t('toMatch')}
            </Link>
          ) : null}
        </Article>
      )}
    </RemoteView>
  );
}

/** The list of articles of a category, newest first, page by page; each answer also names the categories. */
function NewsList(props: { category: string; onCategories(categories: Categories): void }) {
  const { t } = useT('news');
  const list = usePagedList<Summary>(async (page) => {
    const answer = await newsApi.list(props.category, page);
    props.onCategories(answer.categories);
    return answer;
  }, `news-${props.category}`);
  return (
    <PagedView list={list} empty={t('none')} testId="news-list">
      <List>
        {list.items.map((news) => (
          <li key={news.id} data-testid="news-item">
            <Link to={`?id=${news.id}`}>
              <img src={serverUrl(news.cover)} alt="" loading="lazy" />
              <span>
                <strong>{news.title}</strong>
                <small>{published(news.time)}</small>
              </span>
            </Link>
          </li>
        ))}
      </List>
    </PagedView>
  );
}

/**
 * /mobile/news (docs/decisions.md "News"): the articles by category, and an article when the address names it
 * (`?id=`), so an article has its own address for sharing and the back button returns to the list.
 */
export default function NewsPage() {
  const { t } = useT('news');
  const lang = useAppStore((s) => s.lang);
  const [params] = useSearchParams();
  const [category, setCategory] = useState('');
  const id = Number(params.get('id'));
  const [categories, setCategories] = useState<Categories>([]);
  const options = [
    { value: '', label: t('all') },
    ...categories.map((c) => ({ value: c.id, label: lang === 'cn' ? c.name : t(`category.${c.id}`, { defaultValue: c.name_en }) })),
  ];
  return (
    <Page data-page="news">
      <PageHeader>{t('news')}</PageHeader>
      {Number.isInteger(id) && id > 0 ? (
        <ArticleView id={id} />
      ) : (
        <>
          <ChoiceBar look="chips" label={t('news')} options={options} value={category} onChange={setCategory} testId="news-categories" />
          <NewsList key={category} category={category} onCategories={setCategories} />
        </>
      )}
    </Page>
  );
}
