// Portuguese versions of the seeded operator text (issue 28 item 5): every seeded announcement and
// inbox message of the demo merchant in PT (Portugal's words) and PT-BR (Brazil's), following the
// glossary of docs/decisions/languages.md. Keyed by the default (English) title as written in
// contentData.ts / messaging.ts, with the same {brand}/{cur} placeholders. Acme's seeded text is
// written in Brazilian Portuguese already (its default), so it needs no versions.

export interface TSeedVersion {
  title: string;
  content: string;
}
export type TSeedVersions = { PT: TSeedVersion; 'PT-BR': TSeedVersion };

const v = (ptTitle: string, ptContent: string, brTitle: string, brContent: string): TSeedVersions => ({
  PT: { title: ptTitle, content: ptContent },
  'PT-BR': { title: brTitle, content: brContent },
});

/** Announcements (HTML content), by default title. */
export const ANNOUNCEMENT_VERSIONS: Record<string, TSeedVersions> = {
  'Welcome bonus 100% up to {cur}1,000': v(
    'Bónus de boas-vindas de 100% até {cur}1000',
    '<p>Duplique o seu primeiro depósito na {brand}.</p>',
    'Bônus de boas-vindas de 100% até {cur}1.000',
    '<p>Dobre seu primeiro depósito na {brand}.</p>',
  ),
  'Slots tournament: {cur}50,000 prize pool': v(
    'Torneio de slots: {cur}50 000 em prémios',
    '<p>Jogue em qualquer slot PG, JILI ou Pragmatic Play para subir na classificação.</p>',
    'Torneio de slots: {cur}50.000 em prêmios',
    '<p>Gire qualquer slot PG, JILI ou Pragmatic Play para subir no ranking.</p>',
  ),
  'Daily cash back up to 1.2%': v(
    'Reembolso diário até 1,2%',
    '<p>Reembolso em todas as apostas, pago diariamente.</p>',
    'Cashback diário de até 1,2%',
    '<p>Cashback em todas as apostas, pago todo dia.</p>',
  ),
  'Invite friends, earn together': v(
    'Convide amigos, ganhem juntos',
    '<p>Partilhe a sua ligação e ganhe com cada amigo que jogar.</p>',
    'Convide amigos e ganhem juntos',
    '<p>Compartilhe seu link e ganhe com cada amigo que jogar.</p>',
  ),
  'Live baccarat: VIP tables open': v(
    'Bacará ao vivo: mesas VIP abertas',
    '<p>Mesas VIP da Evolution e da Dream Gaming, 24 horas por dia.</p>',
    'Bacará ao vivo: mesas VIP abertas',
    '<p>Mesas VIP da Evolution e da Dream Gaming, 24 horas por dia.</p>',
  ),
  'Lightning Roulette weekend': v(
    'Fim de semana de Lightning Roulette',
    '<p>Multiplicadores até 500x durante todo o fim de semana.</p>',
    'Fim de semana de Lightning Roulette',
    '<p>Multiplicadores de até 500x o fim de semana inteiro.</p>',
  ),
  'Live streams with our hosts': v(
    'Transmissões ao vivo com os nossos apresentadores',
    '<p>Converse com os apresentadores enquanto joga.</p>',
    'Transmissões ao vivo com nossos apresentadores',
    '<p>Converse com os apresentadores enquanto joga.</p>',
  ),
  'Sign up in 30 seconds': v(
    'Registe-se em 30 segundos',
    '<p>Registe-se e receba o seu bónus de boas-vindas.</p>',
    'Cadastre-se em 30 segundos',
    '<p>Faça seu cadastro e receba seu bônus de boas-vindas.</p>',
  ),
  'Play free first': v(
    'Jogue primeiro grátis',
    '<p>Experimente as slots em modo grátis antes de depositar.</p>',
    'Jogue grátis primeiro',
    '<p>Experimente os slots no modo grátis antes de depositar.</p>',
  ),
  'Scheduled maintenance on Tuesday 02:00-04:00': v(
    'Manutenção programada na terça-feira, das 02:00 às 04:00',
    '<p>Os depósitos e levantamentos ficam indisponíveis durante a <strong>manutenção programada</strong> de terça-feira, das 02:00 às 04:00. Os jogos continuam abertos.</p>',
    'Manutenção programada na terça-feira, das 02:00 às 04:00',
    '<p>Depósitos e saques ficarão indisponíveis durante a <strong>manutenção programada</strong> de terça-feira, das 02:00 às 04:00. Os jogos continuam abertos.</p>',
  ),
  'New provider: EG Gaming slots are live': v(
    'Novo fornecedor: as slots da EG Gaming já chegaram',
    '<p>Dezoito slots novas da <strong>EG Gaming</strong> já estão no centro de jogos.</p><ul><li>Modo grátis disponível</li><li>Aposta mínima de {cur}0,10</li></ul>',
    'Novo provedor: os slots da EG Gaming chegaram',
    '<p>Dezoito slots novos da <strong>EG Gaming</strong> já estão na central de jogos.</p><ul><li>Modo grátis disponível</li><li>Aposta mínima de {cur}0,10</li></ul>',
  ),
  'Faster withdrawals': v(
    'Levantamentos mais rápidos',
    '<p>A maioria dos levantamentos chega agora em menos de 10 minutos. Consulte os limites no <a href="/m/help">centro de ajuda</a>.</p>',
    'Saques mais rápidos',
    '<p>A maioria dos saques agora chega em menos de 10 minutos. Veja os limites na <a href="/m/help">central de ajuda</a>.</p>',
  ),
  'Protect your account': v(
    'Proteja a sua conta',
    '<p>A equipa da {brand} nunca lhe pedirá a palavra-passe nem o código SMS. Defina uma palavra-passe de pagamento no centro de segurança.</p>',
    'Proteja sua conta',
    '<p>A equipe da {brand} nunca vai pedir sua senha ou código SMS. Defina uma senha de pagamento na central de segurança.</p>',
  ),
  'Responsible gaming tools': v(
    'Ferramentas de jogo responsável',
    '<p>Defina limites de depósito ou faça uma pausa a qualquer momento na área de membro.</p>',
    'Ferramentas de jogo responsável',
    '<p>Defina limites de depósito ou faça uma pausa a qualquer momento na área do membro.</p>',
  ),
  'Spring festival schedule (ended)': v(
    'Horário do Festival da Primavera (terminado)',
    '<p>Horário do apoio ao cliente nos feriados.</p>',
    'Horário do Festival da Primavera (encerrado)',
    '<p>Horário do atendimento ao cliente nos feriados.</p>',
  ),
  'Coming soon: new lottery draws': v(
    'Em breve: novos sorteios de lotaria',
    '<p>Mais sorteios a cada hora.</p>',
    'Em breve: novos sorteios de loteria',
    '<p>Mais sorteios a cada hora.</p>',
  ),
  'Download the app': v(
    'Descarregue a aplicação',
    '<p>Instale a aplicação da {brand} para iniciar sessão mais depressa e receber ofertas exclusivas.</p>',
    'Baixe o app',
    '<p>Instale o app da {brand} para entrar mais rápido e receber ofertas exclusivas.</p>',
  ),
  'Deposit bonus today only': v(
    'Bónus de depósito só hoje',
    '<p>Deposite {cur}100 ou mais hoje e receba um <strong>bónus de 10%</strong>.</p>',
    'Bônus de depósito só hoje',
    '<p>Deposite {cur}100 ou mais hoje e receba um <strong>bônus de 10%</strong>.</p>',
  ),
  'VIP upgrade bonus': v(
    'Bónus de subida de nível VIP',
    '<p>Alcance um novo nível VIP e receba um bónus de subida, creditado automaticamente.</p>',
    'Bônus de upgrade VIP',
    '<p>Alcance um novo nível VIP e receba um bônus de upgrade, creditado automaticamente.</p>',
  ),
  'Lucky spin every Friday': v(
    'Rodada da sorte todas as sextas-feiras',
    '<p>Uma rodada grátis para cada membro que depositou esta semana.</p>',
    'Giro da sorte toda sexta-feira',
    '<p>Um giro grátis para cada membro que depositou nesta semana.</p>',
  ),
  'Sports: first bet insurance': v(
    'Desporto: seguro da primeira aposta',
    '<p>Perca a sua primeira aposta desportiva e receba-a de volta como bónus, até {cur}200.</p>',
    'Esportes: seguro da primeira aposta',
    '<p>Perdeu sua primeira aposta esportiva? Receba de volta como bônus, até {cur}200.</p>',
  ),
  'Agent commission statement is ready': v(
    'O extrato de comissões de agente está pronto',
    '<p>O extrato de comissões do mês passado está no centro de agentes.</p>',
    'O extrato de comissões de agente está pronto',
    '<p>O extrato de comissões do mês passado está na central do agente.</p>',
  ),
};

/** Inbox messages (plain text), by seed kind; {username}, {brand} and {bonus} are filled per message. */
export const INBOX_VERSIONS: Record<'WELCOME' | 'BONUS' | 'SECURITY', TSeedVersions> = {
  WELCOME: v(
    'Bem-vindo à {brand}',
    'Olá {username}, a sua conta está pronta.\nAbra o centro de jogos para experimentar slots, casino ao vivo e desporto, e visite o centro de ajuda sempre que tiver uma dúvida.',
    'Boas-vindas à {brand}',
    'Olá {username}, sua conta está pronta.\nAbra a central de jogos para experimentar slots, cassino ao vivo e esportes, e visite a central de ajuda sempre que tiver uma dúvida.',
  ),
  BONUS: v(
    'Bónus de primeiro depósito: 100%',
    'Faça o seu primeiro depósito esta semana e nós igualamo-lo a 100% até {bonus}.\nO bónus é creditado automaticamente depois de o depósito ser confirmado; os requisitos de aposta estão na página de promoções.',
    'Bônus de primeiro depósito: 100%',
    'Faça seu primeiro depósito nesta semana e nós cobrimos 100% até {bonus}.\nO bônus é creditado automaticamente depois que o depósito for confirmado; os requisitos de apostas estão na página de promoções.',
  ),
  SECURITY: v(
    'Aviso de segurança: proteja a sua conta',
    'Nunca lhe pediremos a palavra-passe nem o código SMS por chat, telefone ou e-mail.\nDefina uma palavra-passe de pagamento e associe o seu número de telemóvel no centro de segurança, e termine sessão em dispositivos partilhados.',
    'Aviso de segurança: proteja sua conta',
    'Nunca vamos pedir sua senha ou código SMS por chat, telefone ou e-mail.\nDefina uma senha de pagamento e vincule seu número de celular na central de segurança, e saia da conta em dispositivos compartilhados.',
  ),
};
