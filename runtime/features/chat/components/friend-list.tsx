import { useCallback, useMemo } from 'react';
import { useT } from '../../../core/i18n/i18n.ts';
import type { Friend, FriendGroup } from '../../../im/index.ts';
import { friendName, friendSections } from '../lib/friend-sections.ts';
import { Avatar } from './avatar.tsx';
import { ContactLink, ContactNames, Rows, SectionTitle } from './contact-row.tsx';

/** The name a friend is shown by, in this screen's language. */
export function useFriendName(): (friend: Friend) => string {
  const { t } = useT('chat');
  return useCallback((friend: Friend) => friendName(friend, (id) => t('peerFallback', { id })), [t]);
}

/**
 * The fan's friends by friend group (lib/friend-sections.ts), each opening their profile: the remark or nick, and
 * below a remark the nick it stands for, as WeChat shows it.
 */
export function FriendList(props: { friends: readonly Friend[]; groups: readonly FriendGroup[] }) {
  const { t } = useT('chat');
  const nameOf = useFriendName();
  const sections = useMemo(() => friendSections(props.friends, props.groups, nameOf), [props.friends, props.groups, nameOf]);
  return (
    <div data-testid="friend-list">
      {sections.map((section) => (
        <section key={section.name} data-testid="friend-section" aria-label={section.name || t('ungrouped')}>
          <SectionTitle>
            {section.name || t('ungrouped')} · {section.friends.length}
          </SectionTitle>
          <Rows>
            {section.friends.map((friend) => {
              const name = nameOf(friend);
              const nick = friend.profile?.nick ?? '';
              return (
                <ContactLink key={friend.userID} to={`/c2c-user/${encodeURIComponent(friend.userID)}`} testId="friend" peer={friend.userID}>
                  <Avatar id={friend.userID} name={name} src={friend.profile?.avatar} size={2.5} />
                  <ContactNames
                    name={name}
                    line={friend.remark && nick && nick !== name ? t('nickLine', { nick }) : ''}
                    testId="friend-name"
                  />
                </ContactLink>
              );
            })}
          </Rows>
        </section>
      ))}
    </div>
  );
}
