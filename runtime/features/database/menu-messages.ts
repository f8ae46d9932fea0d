/** The database feature's bottom-menu label: the one text it needs before any of its pages loads. */
export const menuLabel = { cn: '数据', 'pt-br': 'Dados' } as const;
