/** The offline notice, in the app's two languages (offline-shell.ts). */
export const offlineMessages = {
  cn: { notice: '网络未连接，显示的是最近一次加载的内容' },
  'pt-br': { notice: 'Sem conexão: você vê os últimos dados carregados' },
};
