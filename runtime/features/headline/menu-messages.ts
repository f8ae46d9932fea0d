/** The headline feature's bottom-menu label: the one text it needs before any of its pages loads. */
export const menuLabel = { cn: '首页', 'pt-br': 'Início' } as const;
