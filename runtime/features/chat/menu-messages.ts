/** The chat feature's bottom-menu label: the one text it needs before any of its pages loads. */
export const menuLabel = { cn: '消息', 'pt-br': 'Mensagens' } as const;
