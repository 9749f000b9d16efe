/**
 * The help of each screen (Ajuda) as first written: migration 004 stores these
 * topics in `help_topics`, where users with users-help manage edit them. Each topic belongs to the
 * permission resource of its screen, so a user reads the help of the screens he may open.
 */
export interface HelpTopicSeed {
  id: string;
  titulo: string;
  rota: string;
  recurso: string;
  conteudo: string;
}

export const helpTopicSeeds: readonly HelpTopicSeed[] = [
  {
    id: 'consulta-veiculos',
    titulo: 'Consulta de Veículos',
    rota: '/vehicles/search',
    recurso: 'list-vehicles',
    conteudo:
      '<p><strong>Como pesquisar:</strong> informe o chassi completo (17 caracteres) ou só os <strong>últimos 8</strong>, ou combine número do pedido, NF, modelo, status, região, UF, concessionária, tipo de venda e os períodos do pedido e da NF. Clique em <strong>Pesquisar</strong>; <strong>Limpar</strong> volta aos filtros iniciais.</p>' +
      '<ul><li>Clique no título de uma coluna para ordenar; clique de novo para inverter a ordem.</li><li>Escolha quantas linhas ver por página no rodapé da tabela.</li><li>Clique numa linha para abrir os detalhes do veículo: pedido, NF, recebimento e a linha do tempo de status.</li></ul>' +
      '<p><strong>Como exportar:</strong> o botão <strong>Exportar</strong> baixa em xlsx <em>todas</em> as linhas do filtro atual, não só a página visível. O andamento do download aparece no botão.</p>' +
      '<p><strong>O que cada status quer dizer:</strong></p>' +
      '<ul><li><strong>Produzido</strong>: saiu da linha de montagem.</li><li><strong>Em estoque</strong>: disponível no pátio da fábrica, ainda sem nota fiscal.</li><li><strong>Faturado</strong>: nota fiscal emitida, ainda no pátio.</li><li><strong>Liberado p/ transporte</strong>: entregue à transportadora, ainda no pátio.</li><li><strong>Bloqueado</strong>: retido no pátio (por exemplo, bloqueio de qualidade).</li><li><strong>Em trânsito</strong>: embarcado, a caminho da concessionária.</li><li><strong>Entregue</strong>: descarregado na concessionária.</li><li><strong>Vendido</strong>: vendido ao cliente final.</li><li><strong>Devolução</strong> e <strong>Sinistro</strong>: devolvido, ou com avaria ou perda registrada.</li></ul>' +
      '<p>O cartão <strong>No pátio</strong> do dashboard Aging conta todos os veículos ainda na fábrica (Em estoque, Faturado, Liberado p/ transporte e Bloqueado), por isso passa do total do status Em estoque.</p>',
  },
  {
    id: 'localizacoes',
    titulo: 'Localizações de Veículos',
    rota: '/locations/vehicles',
    recurso: 'list-vehicles-locations',
    conteudo:
      '<p>Filtre por região, UF, status, transportadora ou chassi e clique em <strong>Pesquisar</strong>.</p>' +
      '<ul><li>No mapa, clique num agrupamento para aproximar e num marcador para ver o veículo.</li><li>A lista ao lado mostra os veículos da área visível do mapa; mova ou aproxime o mapa para mudar a lista.</li></ul>',
  },
  {
    id: 'pedidos',
    titulo: 'Pedidos',
    rota: '/orders',
    recurso: 'vehicle-order-details',
    conteudo:
      '<p>Pesquise itens de pedido por número do pedido, concessionária, status e data do pedido.</p>' +
      '<p>Abra um item para ver o veículo, o valor e a linha do tempo de status do pedido.</p>',
  },
  {
    id: 'devolucoes',
    titulo: 'Devolução',
    rota: '/returns',
    recurso: 'list-vehicles-return',
    conteudo:
      '<p>Acompanhe as devoluções filtrando por chassi, pedido, situação, motivo, concessionária, UF, modelo e pelas datas de solicitação e conclusão.</p>' +
      '<p>A coluna <strong>Dias em aberto</strong> mostra há quanto tempo a devolução espera conclusão. Clique numa linha para ver os detalhes.</p>',
  },
  {
    id: 'sinistros',
    titulo: 'Sinistro',
    rota: '/claims',
    recurso: 'list-vehicles-insurance',
    conteudo:
      '<p>Acompanhe avarias, roubos e acidentes por categoria, situação, transportadora, data da ocorrência, faixa de valor, concessionária e UF.</p>' +
      '<p>A gravidade vem do último dígito do código de avaria (área, tipo e gravidade). Clique numa linha para ver o sinistro e o veículo.</p>',
  },
  {
    id: 'dashboards',
    titulo: 'Dashboards',
    rota: '/dashboard',
    recurso: 'dashboard',
    conteudo:
      '<p>Escolha o período no calendário e, se quiser, a região; os painéis são recalculados na hora.</p>' +
      '<ul><li><strong>Taxa de Uso do App</strong>: entregas com recebimento registrado no aplicativo ÷ entregas.</li><li><strong>Falhas de Integração</strong>: mensagens rejeitadas ÷ mensagens recebidas, por interface e dia.</li><li><strong>Performance de Transportadoras</strong>: entregas no prazo (OTD) e avarias por transportadora.</li><li><strong>Aging e Transit Time</strong>: dias no estado atual e tempo de trânsito contra o target da rota.</li></ul>' +
      '<p>Os chassis em expurgo ficam fora de todos os indicadores. Cada painel pode ser exportado em xlsx.</p>',
  },
  {
    id: 'relatorios',
    titulo: 'Relatórios',
    rota: '/reports',
    recurso: 'relatorios',
    conteudo:
      '<p>Escolha um relatório no catálogo, preencha os filtros e clique para baixar o arquivo xlsx. Os filtros continuam preenchidos para o próximo download.</p>',
  },
  {
    id: 'expurgo',
    titulo: 'Expurgo',
    rota: '/administration/kpi-exclusion',
    recurso: 'kpi-exclusion',
    conteudo:
      '<p>Cole ou digite a lista de chassis, um por linha (vírgulas e espaços também separam). Chassis com formato inválido são listados para correção.</p>' +
      '<ul><li>A tabela mostra cada chassi com modelo, status e se já está excluído, por quem e quando.</li><li>Selecione as linhas e aplique ou reverta a exclusão informando o <strong>motivo</strong>, que é obrigatório e fica registrado.</li><li>O botão de relatório baixa o xlsx da lista consultada.</li></ul>',
  },
  {
    id: 'justificativas-atraso',
    titulo: 'Justificativas de atraso',
    rota: '/administration/transport-delay',
    recurso: 'transport-delay',
    conteudo:
      '<p>Lista os embarques entregues (ou ainda em trânsito) depois da data prevista pelo target da rota. Filtre por transportadora, rota, período e situação.</p>' +
      '<p><strong>Como justificar:</strong> num atraso <em>Pendente</em>, clique em <strong>Justificar</strong>, escolha o motivo no catálogo e escreva o comentário (negrito, itálico, listas e links são aceitos). O atraso passa a <em>Justificado</em>.</p>' +
      '<p><strong>Como encerrar:</strong> num atraso <em>Justificado</em>, clique em <strong>Encerrar</strong> e aceite ou rejeite a justificativa. Aceita, o atraso fica <em>Encerrado</em>; rejeitada (com a observação obrigatória), ele volta a <em>Pendente</em> para nova justificativa.</p>' +
      '<p>Clique numa linha para ver o histórico completo do embarque.</p>',
  },
  {
    id: 'rotas-targets',
    titulo: 'Rotas e Targets',
    rota: '/settings/transport-routes',
    recurso: 'transport-routes',
    conteudo:
      '<p>Filtre as rotas por fábrica de origem, UF e cidade de destino, transportadora e modal.</p>' +
      '<p>Quem tem permissão de gestão usa <strong>Editar target</strong> para mudar os dias de trânsito da rota, informando o motivo; cada alteração fica registrada com usuário e data.</p>',
  },
  {
    id: 'planilha-rotas',
    titulo: 'Planilha de Rotas',
    rota: '/settings/upload-file',
    recurso: 'upload-routes',
    conteudo:
      '<p><strong>Como enviar:</strong> baixe o modelo xlsx, preencha uma rota por linha e envie o arquivo (até 5 MB). A barra mostra o progresso do envio.</p>' +
      '<ul><li>Cada linha é validada; os erros aparecem numa tabela com linha, coluna e mensagem.</li><li>A importação é tudo ou nada: com qualquer erro, nenhuma rota é gravada.</li><li>No sucesso, a mensagem informa quantas rotas foram criadas e atualizadas.</li></ul>',
  },
  {
    id: 'checklist-recebimento',
    titulo: 'Checklist de Recebimento',
    rota: '/settings/receipt-checklist',
    recurso: 'check-list-receipt-template',
    conteudo:
      '<p>Mantenha os modelos de checklist do recebimento na concessionária. Um modelo já usado em recebimentos ganha nova versão em vez de ser alterado, para que as inspeções antigas continuem legíveis.</p>',
  },
  {
    id: 'usuarios-acessos',
    titulo: 'Usuários e acessos',
    rota: '/users',
    recurso: 'users-settings',
    conteudo:
      '<p>Busque usuários por nome, papel ou recurso e veja seus papéis e permissões efetivas. A <strong>Matriz papel × recurso</strong> mostra o que cada papel consulta e gerencia.</p>',
  },
  {
    id: 'perfil',
    titulo: 'Perfil',
    rota: '/profile',
    recurso: 'users-profile',
    conteudo: '<p>Seus dados (nome e e-mail), papéis e permissões, e a preferência de tema claro ou escuro.</p>',
  },
  {
    id: 'ajuda',
    titulo: 'Ajuda',
    rota: '/help',
    recurso: 'users-help',
    conteudo:
      '<p>Você vê a ajuda das telas que pode acessar. Use o campo <strong>Buscar</strong> para achar um assunto e clique num tópico para lê-lo inteiro.</p>' +
      '<p>Quem tem permissão de gestão da Ajuda usa <strong>Editar</strong> para reescrever um tópico; o texto é salvo no servidor e a alteração fica registrada.</p>',
  },
];
