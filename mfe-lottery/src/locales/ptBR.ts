import type { TLocales } from '@tessera/contract';

/** The 'lottery' namespace in Brazilian Portuguese, loaded when a player reads it (remote.tsx lazyLocales). */
export const ptBR: TLocales[string] = {
  title: {
    lottery: 'Loteria',
    startLottery: 'Loteria',
    launchGame: 'Jogo de Loteria',
    lotteryHistory: 'Histórico da loteria',
  },
  lobby: {
    groups: 'Grupos de loteria',
    play: 'Jogar',
    playGame: 'Jogar {{name}}',
    draw: 'Sorteio {{numero}}',
    closesIn: 'fecha em {{time}}',
    loadingDraw: 'Carregando o próximo sorteio…',
    lastDraw: 'Último sorteio {{numero}}',
    numbers: 'Números {{numbers}}',
    retry: 'Tentar de novo',
    none: 'Nenhum jogo de loteria no momento.',
  },
  history: {
    link: 'Histórico',
    linkGame: 'Histórico de sorteios de {{name}}',
    game: 'Jogo',
    sum: 'Soma {{sum}}',
    more: 'Sorteios anteriores',
    none: 'Nenhum sorteio ainda.',
  },
  vn: {
    title: 'Loteria do Vietnã recente',
    special: 'Prêmio especial',
    next: 'Próximo sorteio {{time}}',
    table: 'Prêmios de {{name}}, sorteio {{numero}}',
    prize: {
      special: 'Especial',
      first: 'Primeiro',
      second: 'Segundo',
      third: 'Terceiro',
      fourth: 'Quarto',
      fifth: 'Quinto',
      sixth: 'Sexto',
      seventh: 'Sétimo',
      eighth: 'Oitavo',
    },
  },
  frame: {
    title: 'Jogo de loteria',
    loading: 'Abrindo o jogo…',
    emptyUrl: 'O endereço solicitado está vazio',
    originRefused: 'Este jogo não pode ser aberto aqui: {{origin}} não é um provedor de jogos permitido.',
    back: 'Voltar',
  },
};
