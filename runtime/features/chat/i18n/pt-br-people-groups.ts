/** Finding people in the chat search and making a group, in Portuguese (components/people-results.tsx, pages/group-create-page.tsx). */
export const ptBrPeopleGroups: Record<string, string> = {
  'people.title': 'Pessoas',
  'people.groups': 'Grupos',
  'people.id': 'ID: {{id}}',
  'people.chat': 'Conversar',
  'people.add': 'Adicionar',
  'people.asked': 'Pedido enviado',
  'people.more': 'Ver mais pessoas',
  'people.loading': 'Buscando pessoas…',
  'people.failed': 'Falha ao buscar pessoas. Toque para tentar de novo',
};
