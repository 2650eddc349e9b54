import type { TLocales } from '@tessera/contract';

/** The 'lottery' namespace in Portuguese (Portugal), loaded when a player reads it (remote.tsx lazyLocales). */
export const pt: TLocales[string] = {
  title: {
    lottery: 'Lotaria',
    startLottery: 'Lotaria',
    launchGame: 'Jogo de Lotaria',
    lotteryHistory: 'Histórico da lotaria',
  },
  lobby: {
    groups: 'Grupos de lotaria',
    play: 'Jogar',
    playGame: 'Jogar {{name}}',
    draw: 'Sorteio {{numero}}',
    closesIn: 'fecha em {{time}}',
    loadingDraw: 'A carregar o próximo sorteio…',
    lastDraw: 'Último sorteio {{numero}}',
    numbers: 'Números {{numbers}}',
    retry: 'Tentar novamente',
    none: 'Não há jogos de lotaria neste momento.',
  },
  history: {
    link: 'Histórico',
    linkGame: 'Histórico de sorteios de {{name}}',
    game: 'Jogo',
    sum: 'Soma {{sum}}',
    more: 'Sorteios anteriores',
    none: 'Ainda não há sorteios.',
  },
  vn: {
    title: 'Lotaria do Vietname recente',
    special: 'Prémio especial',
    next: 'Próximo sorteio {{time}}',
    table: 'Prémios de {{name}}, sorteio {{numero}}',
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
    title: 'Jogo de lotaria',
    loading: 'A abrir o jogo…',
    emptyUrl: 'O endereço pedido está vazio',
    originRefused: 'Este jogo não pode ser aberto aqui: {{origin}} não é um fornecedor de jogos permitido.',
    back: 'Voltar',
  },
};
