/** Finding people in the chat search and making a group, in Chinese (components/people-results.tsx, pages/group-create-page.tsx). */
export const cnPeopleGroups: Record<string, string> = {
  'people.title': '用户',
  'people.groups': '群聊',
  'people.id': 'ID：{{id}}',
  'people.chat': '发消息',
  'people.add': '加好友',
  'people.asked': '已申请',
  'people.more': '查看更多用户',
  'people.loading': '正在查找用户…',
  'people.failed': '查找用户失败，点此重试',
};
