/** The news tab's labels in Portuguese (Brazil). */
export const newsMessagesPtBr: Record<string, string> = {
  'content.kind.news': 'Notícias',
  'news.new': 'Nova notícia',
  'news.editing': 'Editar notícia #{{id}}',
  'news.fieldCategory': 'Categoria',
  'news.category.football': 'Futebol',
  'news.category.basketball': 'Basquete',
  'news.category.general': 'Geral',
  'news.fieldTitle': 'Título',
  'news.fieldSummary': 'Resumo',
  'news.fieldBody': 'Texto',
  'news.bodyHint': 'Texto simples, um parágrafo por linha; o app mostra como texto, sem HTML.',
  'news.unscheduled': 'Aparece assim que publicada',
  'news.seeded': 'Dados de exemplo',
  'news.reload': 'Recarregar esta notícia',
  'news.reloaded': '#{{id}} recarregada: faça a sua alteração sobre a versão atual',
  'news.lead':
    'As notícias que os fãs leem em Manchetes: uma nova fica como rascunho; publicada, aparece do início ao fim programados (hora do servidor).',
  'validation.newsCategory': 'Escolha a categoria da notícia',
  'validation.newsTitle': 'O título precisa ter de 1 a {{max}} caracteres',
  'validation.newsSummary': 'O resumo precisa ter de 1 a {{max}} caracteres',
  'validation.newsBody': 'O texto precisa ter de 1 a {{max}} caracteres, em até {{paragraphs}} parágrafos',
};
