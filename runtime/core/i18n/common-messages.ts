/** Labels of the app shell (namespace `common`). */
export const commonMessages = {
  cn: {
    comingSoon: '即将上线',
    comingSoonHint: '该页面正在建设中，敬请期待。',
    notAvailable: '此功能在本站暂未开放',
    notAvailableHint: '{{siteName}} 暂不提供这个页面。',
    notFound: '页面不存在',
    notFoundHint: '你访问的地址不存在或已被移除。',
    backHome: '返回首页',
    menu: '底部导航',
  },
  'pt-br': {
    comingSoon: 'Em breve',
    comingSoonHint: 'Esta página está em construção.',
    notAvailable: 'Recurso indisponível neste site',
    notAvailableHint: '{{siteName}} não oferece esta página.',
    notFound: 'Página não encontrada',
    notFoundHint: 'O endereço não existe ou foi removido.',
    backHome: 'Voltar ao início',
    menu: 'Menu principal',
  },
} as const;
