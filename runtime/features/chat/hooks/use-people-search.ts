import { useEffect, useState } from 'react';
import { usePagedList, type PagedList } from '../../../core/http/use-paged-list.ts';
import type { ChatSdk } from '../../../im/index.ts';
import { seenProfilesOf } from '../../../im/react/index.ts';
import { searchUsers, type FoundUser } from '../api/search-users.ts';
import { searchesPeople } from '../lib/chat-search.ts';

/** Fans a page brings (docs/api.md "Finding people"). */
const pageSize = 20;
/** The server is asked once the fan paused typing this long, not for every letter. */
const pauseMs = 300;

/**
 * The fans the server finds for the keyword the fan settled on, a page at a time; the names and pictures it shows are
 * remembered by the chat layer, so a chat opened from a result names the fan in its first frame.
 */
export function usePeopleSearch(sdk: ChatSdk, keyword: string): PagedList<FoundUser> & { asked: string } {
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const wanted = searchesPeople(keyword) ? keyword : '';
    if (!wanted) {
      setAsked('');
      return;
    }
    const timer = setTimeout(() => setAsked(wanted), pauseMs);
    return () => clearTimeout(timer);
  }, [keyword]);
  const list = usePagedList<FoundUser>(
    (page) => (asked ? searchUsers(asked, page, pageSize) : Promise.resolve({ list: [], total: 0 })),
    asked,
    (user) => user.id,
  );
  useEffect(() => {
    seenProfilesOf(sdk).remember(list.items.map((user) => ({ userID: user.uid, nick: user.nick_name, avatar: user.avatar })));
  }, [sdk, list.items]);
  return { ...list, asked };
}
