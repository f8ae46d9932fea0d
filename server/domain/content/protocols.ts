import { DomainError } from '../errors.ts';

/**
 * Protocol texts by type (GET /webapi/protocal/getProtocal?type=n), in Chinese and, for lang=pt-br, Portuguese. Type 4
 * is the quiz's package rules (docs/decisions.md "Match quiz").
 */
const protocols: Record<number, Record<'cn' | 'pt-br', { title: string; content: string }>> = {
  1: {
    cn: {
      title: '用户协议',
      content:
        '欢迎使用本平台。注册即表示你同意遵守本协议：文明发言，不发布违法信息，不冒用他人身份。平台有权对违规账号采取禁言或封禁措施。',
    },
    'pt-br': {
      title: 'Termos de uso',
      content:
        'Bem-vindo. Ao se registrar você aceita estes termos: fale com respeito, não publique conteúdo ilegal e não se passe por outra pessoa. Contas que violarem as regras podem ser silenciadas ou bloqueadas.',
    },
  },
  2: {
    cn: {
      title: '隐私政策',
      content: '我们只收集提供服务所必需的信息：账号、昵称、绑定的手机号与观看记录。我们不会出售你的个人信息；你可以随时申请注销账号。',
    },
    'pt-br': {
      title: 'Política de privacidade',
      content:
        'Coletamos apenas o necessário para o serviço: conta, apelido, celular vinculado e histórico de salas vistas. Não vendemos seus dados; você pode pedir a exclusão da conta a qualquer momento.',
    },
  },
  3: {
    cn: { title: '充值协议', content: '充值所得金币仅用于平台内消费，不可兑换为现金。未成年人请在监护人同意下充值。' },
    'pt-br': {
      title: 'Termos de recarga',
      content:
        'As moedas recarregadas servem apenas dentro do app e não podem ser trocadas por dinheiro. Menores de idade só podem recarregar com a autorização dos responsáveis.',
    },
  },
  4: {
    cn: {
      title: '套餐规则',
      content:
        '比赛竞猜开赛即截止，按最终比分结算；比赛延期、中断、腰斩或取消时全额退款。状态：失效、生效、比赛结束、比赛異常退款、进行中。',
    },
    'pt-br': {
      title: 'Regras dos pacotes',
      content:
        'Os palpites fecham no início da partida e são apurados pelo placar final; partidas adiadas, interrompidas ou canceladas devolvem tudo. Estados: inativo, ativo, partida encerrada, reembolso por partida anormal, em andamento.',
    },
  },
  5: {
    cn: { title: '主播协议', content: '主播应遵守直播规范，不得传播违规内容，不得诱导未成年人消费。' },
    'pt-br': {
      title: 'Termos do apresentador',
      content: 'Apresentadores seguem as regras das transmissões: nada de conteúdo proibido e nenhum estímulo a gastos de menores.',
    },
  },
};

/** A protocol's title and text in a language; "not found" for a type there is none of. */
export function protocolText(type: number, lang: 'cn' | 'pt-br') {
  const protocol = protocols[type]?.[lang];
  if (!protocol) throw new DomainError('NOT_FOUND', '协议不存在');
  return { type, ...protocol };
}
