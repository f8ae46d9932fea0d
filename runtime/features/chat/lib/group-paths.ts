/**
 * The addresses of one group's screens (spec 001 §2). A fan group of an anchor has its own variant of each, under
 * `/anchor/`, so its screens keep the anchor's look on every page the fan moves between.
 */
export interface GroupPaths {
  chat: string;
  info: string;
  announcements: string;
  member(userID: string): string;
  report: string;
}

export function groupPaths(groupID: string, anchor: boolean): GroupPaths {
  const id = encodeURIComponent(groupID);
  const variant = anchor ? '/anchor' : '';
  return {
    chat: `/chat-group${variant}/${id}`,
    info: `/chat-group-info${variant}/${id}`,
    announcements: `/chat-group-announcements${variant}/${id}`,
    member: (userID) => `/chat-group-member${variant}/${encodeURIComponent(userID)}/${id}`,
    report: `/c2c-feedback/group/${id}`,
  };
}

/** Whether a group screen's address is the anchor variant (`/chat-group-info/anchor/:gid` ...). */
export const isAnchorPath = (pathname: string): boolean => /\/chat-group-(info|announcements|member)\/anchor\//.test(pathname);
