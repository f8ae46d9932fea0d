/** The data-model feature's bottom-menu label: the one text it needs before any of its pages loads. */
export const menuLabel = { cn: '模型', 'pt-br': 'Modelos' } as const;
