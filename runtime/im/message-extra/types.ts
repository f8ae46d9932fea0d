/** Public shapes of read receipts and message extensions, as the Tencent Chat web SDK names them. */

/** MESSAGE_READ_RECEIPT_RECEIVED's items: a group message's counts, or a C2C message the peer read. */
export type ReadReceipt =
  { groupID: string; messageID: string; readCount: number; unreadCount: number } | { userID: string; messageID: string; isPeerRead: true };

export interface MessageExtension {
  key: string;
  value: string;
}

/** One extension's outcome of setMessageExtensions or deleteMessageExtensions: code 0, or why it failed. */
export interface ExtensionResult extends MessageExtension {
  code: number;
}

/** getGroupMessageReadMemberList's answer: one page of read or unread members, by the filter asked for. */
export interface ReadMemberPage {
  messageID: string;
  cursor: string;
  isCompleted: boolean;
  readUserIDList: string[];
  unreadUserIDList: string[];
}
