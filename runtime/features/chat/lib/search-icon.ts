/** The magnifier of the chat headers' search links. */
export const searchIconPath = 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm5-2 4 4';

/** The plus of the messenger's header link that makes a group. */
export const newGroupIconPath = 'M12 5v14M5 12h14';
