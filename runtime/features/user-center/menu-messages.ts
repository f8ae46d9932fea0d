/** The user-center feature's bottom-menu label: the one text it needs before any of its pages loads. */
export const menuLabel = { cn: '我的', 'pt-br': 'Eu' } as const;
