// Stands in for a library the bundle must not carry (chat-aliases.ts says which and why).
export default null;
