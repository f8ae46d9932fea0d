/** The score feature's bottom-menu label: the one text it needs before any of its pages loads. */
export const menuLabel = { cn: '比分', 'pt-br': 'Placar' } as const;
