/** The video feature's bottom-menu label: the one text it needs before any of its pages loads. */
export const menuLabel = { cn: '视频', 'pt-br': 'Vídeos' } as const;
