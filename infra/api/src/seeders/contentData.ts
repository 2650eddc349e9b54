import { BANNER_GROUPS, CONTENT_TYPES, type TPromotionStatus } from '@tessera/contract';

// Seeded public content per merchant: banners and announcements (types B, PL, PU, PR, A), the
// help tree in EN and PT, and promotions in every status of spec §3. Text is written with
// {brand} and {cur} placeholders filled per merchant. HTML goes through sanitizeHtml when seeded,
// as operator-written HTML will.

export interface TMerchantVoice {
  brand: string;
  /** Currency symbol. */
  cur: string;
  /** Customer-service hours line (English, Portuguese). */
  support: string;
  supportPt: string;
}

export const MERCHANT_VOICES: Record<string, TMerchantVoice> = {
  demo: { brand: 'Tessera Demo', cur: '¥', support: 'around the clock, every day', supportPt: '24 horas por dia, todos os dias' },
  acme: { brand: 'Acme Bet', cur: 'R$', support: 'from 08:00 to 24:00 (Brasília time)', supportPt: 'das 08:00 às 24:00 (horário de Brasília)' },
};

export interface TAnnouncementSeed {
  type: (typeof CONTENT_TYPES)[keyof typeof CONTENT_TYPES];
  groupName?: string;
  title: string;
  content: string;
  link?: string;
  image?: boolean;
  popularRank?: number;
  /** Hours relative to the seed time (negative: in the past). */
  publishedHours: number;
  expiresHours?: number;
  /** The deposit promotion (its code) whose record fills the {{percent}}/{{cap}}/… placeholders. */
  offer?: string;
}

const B = CONTENT_TYPES.Banner;
const PL = CONTENT_TYPES.Player;
const PU = CONTENT_TYPES.PopUp;
const PR = CONTENT_TYPES.Promotion;
const A = CONTENT_TYPES.Agent;

export const ANNOUNCEMENT_SEEDS: Record<string, TAnnouncementSeed[]> = {
  demo: [
    {
      type: B,
      groupName: BANNER_GROUPS.home,
      // The figures come from the FIRST_DEPOSIT deposit promotion's record (services/content/terms.ts).
      title: 'Welcome bonus {{percent}} up to {{cap}}',
      content: '<p>Double your first deposit at {brand}.</p>',
      offer: 'FIRST_DEPOSIT',
      link: '/m/activity',
      image: true,
      publishedHours: -240,
    },
    {
      type: B,
      groupName: BANNER_GROUPS.home,
      title: 'Slots tournament: {cur}50,000 prize pool',
      content: '<p>Spin any PG, JILI or Pragmatic Play slot to climb the leaderboard.</p>',
      link: '/m/activity',
      image: true,
      publishedHours: -200,
    },
    {
      type: B,
      groupName: BANNER_GROUPS.home,
      title: 'Daily cash back up to 1.2%',
      content: '<p>Cash back on every bet, paid daily.</p>',
      link: '/m/member/manualRebate',
      image: true,
      publishedHours: -150,
    },
    {
      type: B,
      groupName: BANNER_GROUPS.home,
      title: 'Invite friends, earn together',
      content: '<p>Share your link and earn on every friend who plays.</p>',
      link: '/m/inviteFriends',
      image: true,
      publishedHours: -100,
    },
    {
      type: B,
      groupName: BANNER_GROUPS.live,
      title: 'Live baccarat: VIP tables open',
      content: '<p>Evolution and Dream Gaming VIP tables, 24/7.</p>',
      link: '/m/game',
      image: true,
      publishedHours: -180,
    },
    {
      type: B,
      groupName: BANNER_GROUPS.live,
      title: 'Lightning Roulette weekend',
      content: '<p>Multipliers up to 500x all weekend.</p>',
      link: '/m/game',
      image: true,
      publishedHours: -90,
    },
    {
      type: B,
      groupName: BANNER_GROUPS.live,
      title: 'Live streams with our hosts',
      content: '<p>Chat with the hosts while you play.</p>',
      link: '/m/game',
      image: true,
      publishedHours: -60,
    },
    {
      type: B,
      groupName: BANNER_GROUPS.register,
      title: 'Sign up in 30 seconds',
      content: '<p>Register and claim your welcome bonus.</p>',
      link: '/m/register',
      image: true,
      publishedHours: -300,
    },
    {
      type: B,
      groupName: BANNER_GROUPS.register,
      title: 'Play free first',
      content: '<p>Try the slots in free play before you deposit.</p>',
      link: '/m/trail',
      image: true,
      publishedHours: -250,
    },
    {
      type: PL,
      title: 'Scheduled maintenance on Tuesday 02:00-04:00',
      content:
        '<p>Deposits and withdrawals will be unavailable during <strong>scheduled maintenance</strong> on Tuesday from 02:00 to 04:00. Games stay open.</p>',
      popularRank: 2,
      publishedHours: -20,
    },
    {
      type: PL,
      title: 'New provider: EG Gaming slots are live',
      content:
        '<p>Eighteen new slots from <strong>EG Gaming</strong> are now in the game center.</p><ul><li>Free play available</li><li>Minimum bet {cur}0.10</li></ul>',
      popularRank: 1,
      publishedHours: -30,
    },
    {
      type: PL,
      title: 'Faster withdrawals',
      content: '<p>Most withdrawals now arrive in under 10 minutes. See the <a href="/m/help">help center</a> for limits.</p>',
      publishedHours: -72,
    },
    {
      type: PL,
      title: 'Protect your account',
      content: '<p>{brand} staff will never ask for your password or SMS code. Set a payment password in the security center.</p>',
      popularRank: 3,
      publishedHours: -120,
    },
    {
      type: PL,
      title: 'Responsible gaming tools',
      content: '<p>Set deposit limits or take a break at any time from the member center.</p>',
      publishedHours: -400,
    },
    { type: PL, title: 'Spring festival schedule (ended)', content: '<p>Holiday customer-service hours.</p>', publishedHours: -900, expiresHours: -500 },
    { type: PL, title: 'Coming soon: new lottery draws', content: '<p>More draws every hour.</p>', publishedHours: 240 },
    {
      type: PU,
      title: 'Download the app',
      content: '<p>Get the {brand} app for faster log-in and exclusive offers.</p>',
      link: '/m/app',
      image: true,
      publishedHours: -48,
    },
    {
      type: PU,
      title: 'Deposit bonus today only',
      content: '<p>Deposit {cur}100 or more today and receive a <strong>10% bonus</strong>.</p>',
      link: '/m/voucherCenter',
      image: true,
      publishedHours: -5,
    },
    {
      type: PR,
      title: 'VIP upgrade bonus',
      content: '<p>Reach a new VIP level and receive an upgrade bonus, credited automatically.</p>',
      link: '/m/member/benefits',
      image: true,
      publishedHours: -160,
    },
    {
      type: PR,
      title: 'Lucky spin every Friday',
      content: '<p>One free spin for every member who deposited this week.</p>',
      link: '/m/activity',
      image: true,
      publishedHours: -70,
    },
    {
      type: PR,
      title: 'Sports: first bet insurance',
      content: '<p>Lose your first sports bet and get it back as a bonus, up to {cur}200.</p>',
      link: '/m/activity',
      image: true,
      publishedHours: -40,
    },
    { type: A, title: 'Agent commission statement is ready', content: "<p>Last month's commission statement is in the agent center.</p>", publishedHours: -26 },
  ],
  acme: [
    {
      type: B,
      groupName: BANNER_GROUPS.home,
      title: 'Bônus de boas-vindas: {{percent}} até {{cap}}',
      content: '<p>Seu primeiro depósito vale mais na {brand}.</p>',
      offer: 'FIRST_DEPOSIT',
      link: '/m/activity',
      image: true,
      publishedHours: -220,
    },
    {
      type: B,
      groupName: BANNER_GROUPS.home,
      title: 'Pix: depósito em segundos',
      content: '<p>Deposite com Pix, sem taxas.</p>',
      link: '/m/voucherCenter',
      image: true,
      publishedHours: -130,
    },
    {
      type: B,
      groupName: BANNER_GROUPS.home,
      title: 'Indique e ganhe {cur}22',
      content: '<p>Ganhe {cur}22 por cada amigo convidado.</p>',
      link: '/m/inviteFriends',
      image: true,
      publishedHours: -80,
    },
    {
      type: B,
      groupName: BANNER_GROUPS.live,
      title: 'Roleta ao vivo em português',
      content: '<p>Mesas com crupiês brasileiros.</p>',
      link: '/m/game',
      image: true,
      publishedHours: -110,
    },
    {
      type: B,
      groupName: BANNER_GROUPS.live,
      title: 'Bacará ao vivo 24h',
      content: '<p>Mesas Evolution e Pragmatic Play Live.</p>',
      link: '/m/game',
      image: true,
      publishedHours: -50,
    },
    {
      type: B,
      groupName: BANNER_GROUPS.register,
      title: 'Cadastre-se e jogue grátis',
      content: '<p>Experimente os slots no modo grátis.</p>',
      link: '/m/register',
      image: true,
      publishedHours: -260,
    },
    {
      type: PL,
      title: 'Manutenção programada: quarta 03:00-04:00',
      content: '<p>Depósitos via Pix ficarão indisponíveis durante a <strong>manutenção</strong>.</p>',
      popularRank: 1,
      publishedHours: -12,
    },
    { type: PL, title: 'Novos jogos de pesca da JDB', content: '<p>Cinco jogos de pesca novos no centro de jogos.</p>', popularRank: 2, publishedHours: -44 },
    {
      type: PL,
      title: 'Jogo responsável',
      content: '<p>Defina limites de depósito no centro de membros. Proibido para menores de 18 anos.</p>',
      publishedHours: -300,
    },
    { type: PL, title: 'Saques mais rápidos', content: '<p>Saques via Pix em até 5 minutos.</p>', publishedHours: -90 },
    { type: PU, title: 'Baixe o app da {brand}', content: '<p>Login mais rápido e ofertas exclusivas.</p>', link: '/m/app', image: true, publishedHours: -36 },
    {
      type: PR,
      title: 'Cashback semanal de 5%',
      content: '<p>Receba 5% das perdas da semana de volta toda segunda-feira.</p>',
      link: '/m/activity',
      image: true,
      publishedHours: -120,
    },
    {
      type: PR,
      title: 'Torneio de slots PG',
      content: '<p>Prêmios de até {cur}10.000 para os melhores.</p>',
      link: '/m/activity',
      image: true,
      publishedHours: -60,
    },
  ],
};

export interface THelpSeed {
  title: string;
  content: string;
  /** Default ALL. */
  device?: 'MOBILE' | 'WEB' | 'ALL';
  children?: THelpSeed[];
}

const HELP_EN: THelpSeed[] = [
  {
    title: 'About {brand}',
    content: '<p>{brand} is an online gaming platform with slots, live casino, fishing, sports, esports, card games and lottery.</p>',
    children: [
      {
        title: 'Who we are',
        content: '<p>{brand} is operated under a gaming licence; our games come from licensed providers and are tested for fairness.</p>',
      },
      { title: 'Contact us', content: '<p>Customer service is available {support} by live chat, WhatsApp and Telegram (see the message center).</p>' },
      {
        title: 'Privacy',
        content:
          '<p>We keep your personal data only to run your account and meet our legal duties. <a href="https://example.com/privacy">Read the privacy policy</a>.</p>',
      },
    ],
  },
  {
    title: 'Account and registration',
    content: '<p>Everything about opening and keeping your account.</p>',
    children: [
      {
        title: 'How do I register?',
        content: '<p>Tap <strong>Register</strong> on the home screen, choose a user name (letters and digits) and a password, then confirm.</p>',
      },
      {
        title: 'I forgot my password',
        content: '<p>Use <strong>Forgot password</strong> on the login screen; we send an SMS code to your registered mobile number.</p>',
      },
      {
        title: 'Can I have more than one account?',
        content: '<p>No. One account per person, household and device; duplicate accounts are closed and their bonuses removed.</p>',
      },
      { title: 'Keyboard shortcuts', content: '<p>On a computer, press <strong>/</strong> to search games.</p>', device: 'WEB' },
    ],
  },
  {
    title: 'Deposits',
    content: '<p>How to add money to your wallet.</p>',
    children: [
      { title: 'Deposit methods', content: '<p>Bank transfer, e-wallets and payment gateways. Available methods are listed on the deposit screen.</p>' },
      { title: 'Minimum and maximum deposit', content: '<p>The minimum deposit is {cur}10; limits per method are shown before you confirm.</p>' },
      {
        title: 'My deposit has not arrived',
        content: '<p>Most deposits arrive within minutes. If yours has not after 30 minutes, contact customer service with your deposit record.</p>',
      },
    ],
  },
  {
    title: 'Withdrawals',
    content: '<p>How to cash out.</p>',
    children: [
      { title: 'How do I withdraw?', content: '<p>Add a bank card, set a payment password, then choose <strong>Withdraw</strong> and enter the amount.</p>' },
      { title: 'Withdrawal limits', content: '<p>Daily limits depend on your VIP level; bonuses must meet their turnover first.</p>' },
      {
        title: 'Why was my withdrawal rejected?',
        content: '<p>Usually the bank details do not match the account name, or a bonus turnover is still open. Details are in the withdrawal record.</p>',
      },
    ],
  },
  {
    title: 'Games',
    content: '<p>Slots, live casino, fishing, sports, esports, cards and lottery.</p>',
    children: [
      { title: 'Free play', content: '<p>Games marked free play can be tried with a trial account before you deposit.</p>' },
      {
        title: 'A game did not load',
        content: '<p>Check your connection, then reopen the game. Your bet is settled by the provider even if the screen closed.</p>',
      },
      { title: 'Lottery play types', content: '<p>Traditional lottery pays by the official draw; entertainment lottery draws every few minutes.</p>' },
    ],
  },
  {
    title: 'Promotions and rewards',
    content: '<p>Bonuses, cash back and the reward center.</p>',
    children: [
      {
        title: 'How do I join a promotion?',
        content: '<p>Open <strong>Promotions</strong>, pick one and tap join or apply. Some are credited automatically.</p>',
      },
      { title: 'Turnover requirements', content: '<p>A bonus must be wagered the stated number of times before it can be withdrawn.</p>' },
      { title: 'Cash back', content: '<p>Single cash back returns a share of your bets; claim it from the member center.</p>' },
    ],
  },
  {
    title: 'Responsible gaming',
    content:
      '<p>Play for fun, within your means. Players must be 18 or older (21 where the site says so) and confirm it when they register; a site that asks for the date of birth refuses anyone younger.</p>',
    children: [
      {
        title: 'Set limits',
        content:
          '<p>On the Responsible Gambling page (member center or security center) set deposit, loss and wager limits per 24 hours, 7 days or 30 days, a session time limit and a reality-check reminder. Lowering a limit applies at once; raising or removing one applies 24 hours later.</p>',
      },
      {
        title: 'Self-exclusion',
        content:
          '<p>On the same page take a break (1 day to 6 weeks) or exclude yourself (6 months to 5 years). You are logged out and cannot log in or register again with the same mobile, e-mail or ID number until it ends; nobody, not even customer service, can end it early.</p>',
      },
    ],
  },
];

/** Brazil's Portuguese (PT-BR); Portugal's is HELP_PT below (issue 28 item 5: each in its own words). */
const HELP_PT_BR: THelpSeed[] = [
  {
    title: 'Sobre a {brand}',
    content: '<p>A {brand} é uma plataforma de jogos online com slots, cassino ao vivo, pesca, esportes, eSports, jogos de cartas e loteria.</p>',
    children: [
      { title: 'Quem somos', content: '<p>A {brand} opera sob licença de jogos; os jogos vêm de fornecedores licenciados e auditados.</p>' },
      { title: 'Fale conosco', content: '<p>Atendimento {supportPt} por chat ao vivo, WhatsApp e Telegram.</p>' },
    ],
  },
  {
    title: 'Conta e cadastro',
    content: '<p>Tudo sobre abrir e manter sua conta.</p>',
    children: [
      { title: 'Como me cadastro?', content: '<p>Toque em <strong>Cadastrar</strong>, escolha um nome de usuário e uma senha e confirme.</p>' },
      { title: 'Esqueci minha senha', content: '<p>Use <strong>Esqueci a senha</strong> na tela de login; enviamos um código por SMS.</p>' },
    ],
  },
  {
    title: 'Depósitos',
    content: '<p>Como adicionar dinheiro à carteira.</p>',
    children: [
      { title: 'Métodos de depósito', content: '<p>Pix, transferência bancária e carteiras digitais.</p>' },
      { title: 'Depósito mínimo', content: '<p>O depósito mínimo é {cur}10.</p>' },
    ],
  },
  {
    title: 'Saques',
    content: '<p>Como sacar.</p>',
    children: [
      { title: 'Como faço um saque?', content: '<p>Cadastre uma conta bancária, defina a senha de pagamento e escolha <strong>Sacar</strong>.</p>' },
      { title: 'Limites de saque', content: '<p>Os limites diários dependem do seu nível VIP.</p>' },
    ],
  },
  {
    title: 'Jogos',
    content: '<p>Slots, cassino ao vivo, pesca, esportes, cartas e loteria.</p>',
    children: [
      { title: 'Jogar grátis', content: '<p>Jogos com modo grátis podem ser testados com uma conta de teste.</p>' },
      { title: 'O jogo não carregou', content: '<p>Verifique sua conexão e abra o jogo novamente.</p>' },
    ],
  },
  {
    title: 'Promoções e recompensas',
    content: '<p>Bônus, cashback e central de recompensas.</p>',
    children: [
      { title: 'Como participo de uma promoção?', content: '<p>Abra <strong>Promoções</strong>, escolha uma e toque em participar.</p>' },
      { title: 'Requisitos de apostas', content: '<p>O bônus precisa ser apostado o número de vezes indicado antes do saque.</p>' },
    ],
  },
  {
    title: 'Jogo responsável',
    content: '<p>Jogue por diversão. Proibido para menores de 18 anos.</p>',
    children: [
      {
        title: 'Defina limites',
        content:
          '<p>Na página Jogo responsável (central do membro ou central de segurança) defina limites de depósito, perdas e apostas por 24 horas, 7 dias ou 30 dias, um limite de tempo de sessão e um lembrete de verificação da realidade. Reduzir um limite vale na hora; aumentar ou remover vale 24 horas depois.</p>',
      },
      {
        title: 'Autoexclusão',
        content:
          '<p>Na mesma página faça uma pausa (1 dia a 6 semanas) ou se autoexclua (6 meses a 5 anos). Você é desconectado e não pode entrar nem se cadastrar de novo com o mesmo celular, e-mail ou número de documento até o fim; ninguém, nem o atendimento, pode encerrar antes.</p>',
      },
    ],
  },
];

/** Portugal's Portuguese (PT). */
const HELP_PT: THelpSeed[] = [
  {
    title: 'Sobre a {brand}',
    content: '<p>A {brand} é uma plataforma de jogos online com slots, casino ao vivo, pesca, desporto, eSports, jogos de cartas e lotaria.</p>',
    children: [
      { title: 'Quem somos', content: '<p>A {brand} opera sob licença de jogo; os jogos vêm de fornecedores licenciados e auditados.</p>' },
      { title: 'Contacte-nos', content: '<p>Apoio {supportPt} por chat ao vivo, WhatsApp e Telegram.</p>' },
    ],
  },
  {
    title: 'Conta e registo',
    content: '<p>Tudo sobre abrir e manter a sua conta.</p>',
    children: [
      { title: 'Como me registo?', content: '<p>Toque em <strong>Registar</strong>, escolha um nome de utilizador e uma palavra-passe e confirme.</p>' },
      {
        title: 'Esqueci-me da palavra-passe',
        content: '<p>Use <strong>Esqueceu a palavra-passe?</strong> no ecrã de entrada; enviamos um código por SMS.</p>',
      },
    ],
  },
  {
    title: 'Depósitos',
    content: '<p>Como adicionar dinheiro à carteira.</p>',
    children: [
      { title: 'Métodos de depósito', content: '<p>Transferência bancária, banco online, carteiras digitais e código QR.</p>' },
      { title: 'Depósito mínimo', content: '<p>O depósito mínimo é {cur}10.</p>' },
    ],
  },
  {
    title: 'Levantamentos',
    content: '<p>Como levantar.</p>',
    children: [
      {
        title: 'Como faço um levantamento?',
        content: '<p>Associe uma conta bancária, defina a palavra-passe de pagamento e escolha <strong>Levantar</strong>.</p>',
      },
      { title: 'Limites de levantamento', content: '<p>Os limites diários dependem do seu nível VIP.</p>' },
    ],
  },
  {
    title: 'Jogos',
    content: '<p>Slots, casino ao vivo, pesca, desporto, cartas e lotaria.</p>',
    children: [
      { title: 'Jogar grátis', content: '<p>Os jogos com modo grátis podem ser experimentados com uma conta de teste.</p>' },
      { title: 'O jogo não carregou', content: '<p>Verifique a sua ligação e abra o jogo novamente.</p>' },
    ],
  },
  {
    title: 'Promoções e recompensas',
    content: '<p>Bónus, cashback e centro de recompensas.</p>',
    children: [
      { title: 'Como participo numa promoção?', content: '<p>Abra <strong>Promoções</strong>, escolha uma e toque em participar.</p>' },
      { title: 'Requisitos de apostas', content: '<p>O bónus tem de ser apostado o número de vezes indicado antes do levantamento.</p>' },
    ],
  },
  {
    title: 'Jogo responsável',
    content: '<p>Jogue por diversão. Proibido a menores de 18 anos.</p>',
    children: [
      {
        title: 'Definir limites',
        content:
          '<p>Na página Jogo responsável (centro de membro ou centro de segurança) defina limites de depósito, perdas e apostas por 24 horas, 7 dias ou 30 dias, um limite de tempo de sessão e um lembrete de verificação da realidade. Baixar um limite aplica-se de imediato; subir ou remover aplica-se 24 horas depois.</p>',
      },
      {
        title: 'Autoexclusão',
        content:
          '<p>Na mesma página faça uma pausa (1 dia a 6 semanas) ou autoexclua-se (6 meses a 5 anos). A sua sessão acaba e não pode entrar nem registar-se de novo com o mesmo telemóvel, e-mail ou número de identificação até ao fim; ninguém, nem o apoio ao cliente, a pode terminar mais cedo.</p>',
      },
    ],
  },
];

/** Help trees per merchant and language. */
export const HELP_SEEDS: Record<string, Record<string, THelpSeed[]>> = {
  demo: { EN: HELP_EN, PT: HELP_PT, 'PT-BR': HELP_PT_BR },
  acme: { EN: HELP_EN, PT: HELP_PT, 'PT-BR': HELP_PT_BR },
};

export interface TPromotionSeed {
  category: string;
  title: string;
  summary: string;
  content: string;
  /** The deposit promotion (its code) whose record fills the {{percent}}/{{cap}}/… placeholders. */
  offer?: string;
  status: TPromotionStatus;
  /** Days relative to the seed time. */
  startsDays: number;
  endsDays: number | null;
}

export const PROMOTION_SEEDS: Record<string, TPromotionSeed[]> = {
  demo: [
    {
      category: 'NEW_MEMBER',
      title: 'Welcome bonus {{percent}}',
      summary: 'Double your first deposit up to {{cap}}.',
      content: '<p>Deposit at least {{minDeposit}} and receive a {{percent}} bonus.</p><ul><li>Turnover {{turnover}}x</li><li>Once per member</li></ul>',
      offer: 'FIRST_DEPOSIT',
      status: 'joining',
      startsDays: -30,
      endsDays: 60,
    },
    {
      category: 'DAILY',
      title: 'Daily check-in reward',
      summary: 'Log in seven days in a row for a free bonus.',
      content: '<p>Check in daily from the reward center.</p>',
      status: 'claim',
      startsDays: -10,
      endsDays: 20,
    },
    {
      category: 'SLOTS',
      title: 'Slots rescue bonus',
      summary: '10% back on net slot losses over {cur}500.',
      content: '<p>Apply in the promotions page after a losing week.</p>',
      status: 'applying',
      startsDays: -14,
      endsDays: 14,
    },
    {
      category: 'LIVE',
      title: 'Live casino winning streak',
      summary: 'Win 8 baccarat hands in a row for {cur}888.',
      content: '<p>Valid on Evolution and DG baccarat tables; submit the round ids.</p>',
      status: 'processing',
      startsDays: -7,
      endsDays: 21,
    },
    {
      category: 'SPORTS',
      title: 'First bet insurance',
      summary: 'Lose your first sports bet? Get it back.',
      content: '<p>Up to {cur}200 back as a bonus, turnover 3x.</p>',
      status: 'issued',
      startsDays: -20,
      endsDays: 10,
    },
    {
      category: 'VIP',
      title: 'VIP birthday gift',
      summary: 'A gift in your birthday month for VIP2 and above.',
      content: '<p>Credited automatically in your birthday month.</p>',
      status: 'claimed',
      startsDays: -60,
      endsDays: null,
    },
    {
      category: 'REFERRAL',
      title: 'Invite friends',
      summary: 'Earn for every friend who deposits.',
      content: '<p>Share your invitation link from <a href="/m/inviteFriends">invite friends</a>.</p>',
      status: 'joined',
      startsDays: -90,
      endsDays: null,
    },
    {
      category: 'SLOTS',
      title: 'Fishing tournament',
      summary: 'Top 50 hunters share {cur}20,000.',
      content: '<p>Every fish counts; the leaderboard updates hourly.</p>',
      status: 'rejected',
      startsDays: -25,
      endsDays: -5,
    },
    {
      category: 'DAILY',
      title: 'Lunar new year red packets',
      summary: 'Red packets every hour during the festival.',
      content: '<p>Open the red packet when it appears on home.</p>',
      status: 'coming soon',
      startsDays: 15,
      endsDays: 22,
    },
    {
      category: 'LIVE',
      title: 'Summer roulette festival',
      summary: 'Double multipliers on roulette (ended).',
      content: '<p>This promotion has ended.</p>',
      status: 'closed',
      startsDays: -120,
      endsDays: -90,
    },
  ],
  acme: [
    {
      category: 'NEW_MEMBER',
      title: 'Bônus de boas-vindas {{percent}}',
      summary: 'Até {{cap}} no primeiro depósito via Pix.',
      content: '<p>Deposite a partir de {{minDeposit}}.</p><ul><li>Rollover {{turnover}}x</li></ul>',
      offer: 'FIRST_DEPOSIT',
      status: 'joining',
      startsDays: -20,
      endsDays: 40,
    },
    {
      category: 'DAILY',
      title: 'Cashback semanal',
      summary: '5% das perdas de volta toda segunda.',
      content: '<p>Creditado automaticamente.</p>',
      status: 'claim',
      startsDays: -30,
      endsDays: null,
    },
    {
      category: 'SLOTS',
      title: 'Giros grátis PG',
      summary: '50 giros grátis em Fortune Tiger.',
      content: '<p>Aposte {cur}100 em slots PG para liberar.</p>',
      status: 'applying',
      startsDays: -5,
      endsDays: 9,
    },
    {
      category: 'REFERRAL',
      title: 'Indique e ganhe',
      summary: 'Ganhe {cur}22 por amigo convidado.',
      content: '<p>Compartilhe seu link de convite.</p>',
      status: 'joined',
      startsDays: -100,
      endsDays: null,
    },
    {
      category: 'SPORTS',
      title: 'Aposta grátis no Brasileirão',
      summary: 'Aposta grátis de {cur}10 na rodada.',
      content: '<p>Válido para apostas simples.</p>',
      status: 'issued',
      startsDays: -3,
      endsDays: 4,
    },
    {
      category: 'LIVE',
      title: 'Roleta relâmpago em dobro',
      summary: 'Multiplicadores em dobro no fim de semana.',
      content: '<p>Em breve.</p>',
      status: 'coming soon',
      startsDays: 6,
      endsDays: 8,
    },
    {
      category: 'VIP',
      title: 'Upgrade VIP',
      summary: 'Bônus ao subir de nível.',
      content: '<p>Encerrada.</p>',
      status: 'closed',
      startsDays: -200,
      endsDays: -100,
    },
  ],
};

/** Fills {brand}, {cur}, {support} and {supportPt}. */
export function voice(text: string, v: TMerchantVoice): string {
  return text.replace(/\{(brand|cur|support|supportPt)\}/g, (_, k: keyof TMerchantVoice) => v[k]);
}
