/** The live feature's bottom-menu label: the one text it needs before any of its pages loads. */
export const menuLabel = { cn: '直播', 'pt-br': 'Ao vivo' } as const;
