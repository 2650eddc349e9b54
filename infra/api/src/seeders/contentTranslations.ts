// Portuguese versions of the seeded operator text (issue 28 item 5): every seeded announcement and
// inbox message of the demo merchant in PT (Portugal's words) and PT-BR (Brazil's), following the
// glossary of docs/decisions/languages.md. Keyed by the default (English) title as written in
// contentData.ts / messaging.ts, with the same {brand}/{cur} placeholders. Acme's seeded text is
// written in Brazilian Portuguese (its default): its announcements get EN and PT versions
// (ACME_ANNOUNCEMENT_VERSIONS). Names of deposit channels, deposit promotions and promotions too
// (issue 28 item 2; offer figures as {{placeholders}} filled from the record, services/content/terms.ts).

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
  'Welcome bonus {{percent}} up to {{cap}}': v(
    'Bónus de boas-vindas de {{percent}} até {{cap}}',
    '<p>Duplique o seu primeiro depósito na {brand}.</p>',
    'Bônus de boas-vindas de {{percent}} até {{cap}}',
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

/** Deposit (gateway) channel names by channel code (issue 28 item 2). Bank accounts keep the bank's own name. */
export const CHANNEL_VERSIONS: Record<string, { PT: string; 'PT-BR': string }> = {
  // Short: a channel's name sits in a third of a 390-px screen (a long word would break mid-word).
  ONLINE_BANKING: { PT: 'Banco online', 'PT-BR': 'Internet banking' },
  E_WALLET: { PT: 'Carteira digital', 'PT-BR': 'Carteira digital' },
  QR_PAY: { PT: 'Código QR', 'PT-BR': 'QR code' },
};

/**
 * Deposit promotions by code: name (title) and description (content), with the record's figures as
 * placeholders the API fills ({{percent}}, {{cap}}, {{turnover}}; services/content/terms.ts).
 */
export const DEPOSIT_PROMO_VERSIONS: Record<string, TSeedVersions> = {
  FIRST_DEPOSIT: v(
    'Bónus de primeiro depósito',
    'Duplique o seu primeiro depósito: bónus de {{percent}} até {{cap}}. Apostas de {{turnover}}x o depósito e o bónus.',
    'Bônus de primeiro depósito',
    'Dobre seu primeiro depósito: bônus de {{percent}} até {{cap}}. Rollover de {{turnover}}x o depósito e o bônus.',
  ),
  DAILY_RELOAD: v(
    'Recarga diária',
    'Bónus de {{percent}} num depósito por dia, até {{cap}}. Apostas de {{turnover}}x o depósito e o bónus.',
    'Recarga diária',
    'Bônus de {{percent}} em um depósito por dia, até {{cap}}. Rollover de {{turnover}}x o depósito e o bônus.',
  ),
  NO_BONUS: v('Sem bónus', 'Depósito sem bónus e sem requisito de apostas.', 'Sem bônus', 'Depósito sem bônus e sem rollover.'),
};

/** Promotions by default title: title and summary (the version's content), placeholders as in contentData.ts. */
export const PROMOTION_VERSIONS: Record<string, TSeedVersions> = {
  'Welcome bonus {{percent}}': v(
    'Bónus de boas-vindas de {{percent}}',
    'Duplique o seu primeiro depósito até {{cap}}.',
    'Bônus de boas-vindas de {{percent}}',
    'Dobre seu primeiro depósito até {{cap}}.',
  ),
  'Daily check-in reward': v(
    'Recompensa de presença diária',
    'Entre sete dias seguidos e receba um bónus grátis.',
    'Recompensa de login diário',
    'Entre sete dias seguidos e ganhe um bônus grátis.',
  ),
  'Slots rescue bonus': v(
    'Bónus de resgate em slots',
    '10% de volta nas perdas líquidas em slots acima de {cur}500.',
    'Bônus de resgate em slots',
    '10% de volta nas perdas líquidas em slots acima de {cur}500.',
  ),
  'Live casino winning streak': v(
    'Sequência de vitórias no casino ao vivo',
    'Ganhe 8 mãos seguidas de bacará e receba {cur}888.',
    'Sequência de vitórias no cassino ao vivo',
    'Ganhe 8 mãos seguidas de bacará e receba {cur}888.',
  ),
  'First bet insurance': v(
    'Seguro da primeira aposta',
    'Perdeu a sua primeira aposta desportiva? Receba-a de volta.',
    'Seguro da primeira aposta',
    'Perdeu sua primeira aposta esportiva? Receba de volta.',
  ),
  'VIP birthday gift': v(
    'Presente de aniversário VIP',
    'Um presente no mês do seu aniversário para VIP2 e acima.',
    'Presente de aniversário VIP',
    'Um presente no mês do seu aniversário para VIP2 ou mais.',
  ),
  'Invite friends': v('Convide amigos', 'Ganhe por cada amigo que depositar.', 'Indique amigos', 'Ganhe por cada amigo que depositar.'),
  'Fishing tournament': v(
    'Torneio de pesca',
    'Os 50 melhores caçadores dividem {cur}20 000.',
    'Torneio de pescaria',
    'Os 50 melhores caçadores dividem {cur}20.000.',
  ),
  'Lunar new year red packets': v(
    'Envelopes vermelhos do Ano Novo Lunar',
    'Envelopes vermelhos a cada hora durante o festival.',
    'Envelopes vermelhos do Ano Novo Lunar',
    'Envelopes vermelhos a cada hora durante o festival.',
  ),
  'Summer roulette festival': v(
    'Festival de roleta de verão',
    'Multiplicadores a dobrar na roleta (terminado).',
    'Festival de roleta de verão',
    'Multiplicadores em dobro na roleta (encerrado).',
  ),
};

/**
 * Acme's announcements (its default text is Brazilian Portuguese) in its other languages: English and
 * Portugal's Portuguese (issue 28 item 5), by the default (PT-BR) title, placeholders as in contentData.ts.
 */
export const ACME_ANNOUNCEMENT_VERSIONS: Record<string, { EN: TSeedVersion; PT: TSeedVersion }> = {
  'Bônus de boas-vindas: {{percent}} até {{cap}}': {
    EN: { title: 'Welcome bonus: {{percent}} up to {{cap}}', content: '<p>Your first deposit is worth more at {brand}.</p>' },
    PT: { title: 'Bónus de boas-vindas: {{percent}} até {{cap}}', content: '<p>O seu primeiro depósito vale mais na {brand}.</p>' },
  },
  'Pix: depósito em segundos': {
    EN: { title: 'Pix: deposit in seconds', content: '<p>Deposit with Pix, no fees.</p>' },
    PT: { title: 'Pix: depósito em segundos', content: '<p>Deposite com Pix, sem comissões.</p>' },
  },
  'Indique e ganhe {cur}22': {
    EN: { title: 'Invite and earn {cur}22', content: '<p>Earn {cur}22 for every friend you invite.</p>' },
    PT: { title: 'Convide e ganhe {cur}22', content: '<p>Ganhe {cur}22 por cada amigo convidado.</p>' },
  },
  'Roleta ao vivo em português': {
    EN: { title: 'Live roulette in Portuguese', content: '<p>Tables with Brazilian dealers.</p>' },
    PT: { title: 'Roleta ao vivo em português', content: '<p>Mesas com croupiers brasileiros.</p>' },
  },
  'Bacará ao vivo 24h': {
    EN: { title: 'Live baccarat 24/7', content: '<p>Evolution and Pragmatic Play Live tables.</p>' },
    PT: { title: 'Bacará ao vivo 24 horas', content: '<p>Mesas da Evolution e da Pragmatic Play Live.</p>' },
  },
  'Cadastre-se e jogue grátis': {
    EN: { title: 'Sign up and play free', content: '<p>Try the slots in free play.</p>' },
    PT: { title: 'Registe-se e jogue grátis', content: '<p>Experimente as slots em modo grátis.</p>' },
  },
  'Manutenção programada: quarta 03:00-04:00': {
    EN: { title: 'Scheduled maintenance: Wednesday 03:00-04:00', content: '<p>Pix deposits will be unavailable during <strong>maintenance</strong>.</p>' },
    PT: {
      title: 'Manutenção programada: quarta-feira, 03:00-04:00',
      content: '<p>Os depósitos por Pix ficam indisponíveis durante a <strong>manutenção</strong>.</p>',
    },
  },
  'Novos jogos de pesca da JDB': {
    EN: { title: 'New fishing games from JDB', content: '<p>Five new fishing games in the game center.</p>' },
    PT: { title: 'Novos jogos de pesca da JDB', content: '<p>Cinco jogos de pesca novos no centro de jogos.</p>' },
  },
  'Jogo responsável': {
    EN: { title: 'Responsible gaming', content: '<p>Set deposit limits in the member center. Under-18s are not allowed to play.</p>' },
    PT: { title: 'Jogo responsável', content: '<p>Defina limites de depósito na área de membro. Proibido a menores de 18 anos.</p>' },
  },
  'Saques mais rápidos': {
    EN: { title: 'Faster withdrawals', content: '<p>Pix withdrawals within 5 minutes.</p>' },
    PT: { title: 'Levantamentos mais rápidos', content: '<p>Levantamentos por Pix em até 5 minutos.</p>' },
  },
  'Baixe o app da {brand}': {
    EN: { title: 'Download the {brand} app', content: '<p>Faster sign-in and exclusive offers.</p>' },
    PT: { title: 'Descarregue a aplicação da {brand}', content: '<p>Início de sessão mais rápido e ofertas exclusivas.</p>' },
  },
  'Cashback semanal de 5%': {
    EN: { title: 'Weekly 5% cash back', content: "<p>Get 5% of the week's losses back every Monday.</p>" },
    PT: { title: 'Reembolso semanal de 5%', content: '<p>Receba 5% das perdas da semana de volta todas as segundas-feiras.</p>' },
  },
  'Torneio de slots PG': {
    EN: { title: 'PG slots tournament', content: '<p>Prizes of up to {cur}10,000 for the best players.</p>' },
    PT: { title: 'Torneio de slots PG', content: '<p>Prémios até {cur}10 000 para os melhores.</p>' },
  },
};

/** Rewards (the reward center's grants) by default title: their name in each language (subject reward, title only). */
export const REWARD_VERSIONS: Record<string, Partial<Record<'EN' | 'PT' | 'PT-BR', string>>> = {
  // The demo merchant's English rewards.
  'Daily check-in bonus': { PT: 'Bónus de presença diária', 'PT-BR': 'Bônus de login diário' },
  'First deposit bonus': { PT: 'Bónus de primeiro depósito', 'PT-BR': 'Bônus de primeiro depósito' },
  'Weekend reload bonus': { PT: 'Bónus de recarga de fim de semana', 'PT-BR': 'Bônus de recarga de fim de semana' },
  'VIP birthday gift': { PT: 'Presente de aniversário VIP', 'PT-BR': 'Presente de aniversário VIP' },
  'Lunar new year red packet': { PT: 'Envelope vermelho do Ano Novo Lunar', 'PT-BR': 'Envelope vermelho do Ano Novo Lunar' },
  // Acme's Brazilian rewards (its PT-BR default kept as its PT-BR version, or PT-BR would read PT's words).
  'Bônus de check-in diário': { EN: 'Daily check-in bonus', PT: 'Bónus de presença diária', 'PT-BR': 'Bônus de check-in diário' },
  'Bônus de primeiro depósito': { EN: 'First deposit bonus', PT: 'Bónus de primeiro depósito', 'PT-BR': 'Bônus de primeiro depósito' },
  'Recarga de fim de semana': { EN: 'Weekend reload', PT: 'Recarga de fim de semana', 'PT-BR': 'Recarga de fim de semana' },
  'Presente de aniversário VIP': { EN: 'VIP birthday gift', PT: 'Presente de aniversário VIP', 'PT-BR': 'Presente de aniversário VIP' },
  'Bônus de Carnaval': { EN: 'Carnival bonus', PT: 'Bónus de Carnaval', 'PT-BR': 'Bônus de Carnaval' },
};

/** Acme's promotions (Brazilian default) in English and Portugal's Portuguese: title and summary, by the default title. */
export const ACME_PROMOTION_VERSIONS: Record<string, { EN: TSeedVersion; PT: TSeedVersion }> = {
  'Bônus de boas-vindas {{percent}}': {
    EN: { title: 'Welcome bonus {{percent}}', content: 'Up to {{cap}} on your first Pix deposit.' },
    PT: { title: 'Bónus de boas-vindas de {{percent}}', content: 'Até {{cap}} no primeiro depósito por Pix.' },
  },
  'Cashback semanal': {
    EN: { title: 'Weekly cash back', content: '5% of your losses back every Monday.' },
    PT: { title: 'Reembolso semanal', content: '5% das perdas de volta todas as segundas-feiras.' },
  },
  'Giros grátis PG': {
    EN: { title: 'PG free spins', content: '50 free spins on Fortune Tiger.' },
    PT: { title: 'Rodadas grátis PG', content: '50 rodadas grátis no Fortune Tiger.' },
  },
  'Indique e ganhe': {
    EN: { title: 'Invite and earn', content: 'Earn {cur}22 for every friend you invite.' },
    PT: { title: 'Convide e ganhe', content: 'Ganhe {cur}22 por cada amigo convidado.' },
  },
  'Aposta grátis no Brasileirão': {
    EN: { title: 'Free bet on the Brasileirão', content: 'A {cur}10 free bet on this round.' },
    PT: { title: 'Aposta grátis no Brasileirão', content: 'Aposta grátis de {cur}10 nesta jornada.' },
  },
  'Roleta relâmpago em dobro': {
    EN: { title: 'Double lightning roulette', content: 'Double multipliers all weekend.' },
    PT: { title: 'Roleta relâmpago a dobrar', content: 'Multiplicadores a dobrar no fim de semana.' },
  },
  'Upgrade VIP': {
    EN: { title: 'VIP upgrade', content: 'A bonus when you reach a new level.' },
    PT: { title: 'Subida de nível VIP', content: 'Bónus ao subir de nível.' },
  },
};
