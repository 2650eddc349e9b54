// Portugal's and Brazil's Portuguese, each in its own words (issue 28 item 5,
// docs/decisions/languages.md): the glossary the language-pack check (platform-sdk testing) and the
// on-screen scan (e2e languages journey) both read. Data only: both doors export it.

/** One concept, the words Portugal (PT) uses for it and the words Brazil (PT-BR) uses. */
export interface TGlossaryEntry {
  concept: string;
  /** Portugal's words: never in a PT-BR pack. */
  pt: readonly string[];
  /** Brazil's words: never in a PT pack. */
  ptBR: readonly string[];
}

/** The glossary both variants keep (docs/decisions/languages.md). Words are matched whole, ignoring case. */
export const PORTUGUESE_GLOSSARY: readonly TGlossaryEntry[] = [
  {
    concept: 'withdraw / withdrawal',
    pt: ['levantar', 'levante', 'levantado', 'levantamento', 'levantamentos'],
    ptBR: ['sacar', 'saca', 'saque', 'saques', 'sacado', 'sacando', 'sacou'],
  },
  {
    concept: 'register / registration; record',
    pt: ['registo', 'registos', 'registar', 'registe', 'registado', 'registada', 'registados'],
    ptBR: ['cadastro', 'cadastros', 'cadastrar', 'cadastre', 'cadastrado', 'cadastrada', 'cadastrados', 'registro', 'registros'],
  },
  { concept: 'mobile phone', pt: ['telemóvel', 'telemóveis'], ptBR: ['celular', 'celulares'] },
  { concept: 'password', pt: ['palavra-passe', 'palavras-passe'], ptBR: ['senha', 'senhas'] },
  { concept: 'user', pt: ['utilizador', 'utilizadores'], ptBR: ['usuário', 'usuários'] },
  { concept: 'screen', pt: ['ecrã', 'ecrãs'], ptBR: ['tela', 'telas'] },
  { concept: 'team', pt: ['equipa', 'equipas'], ptBR: ['equipe', 'equipes', 'time', 'times'] },
  { concept: 'file', pt: ['ficheiro', 'ficheiros'], ptBR: ['arquivo', 'arquivos'] },
  { concept: 'bonus', pt: ['bónus'], ptBR: ['bônus'] },
  { concept: 'prize', pt: ['prémio', 'prémios'], ptBR: ['prêmio', 'prêmios'] },
  { concept: 'download', pt: ['descarregar', 'descarregue'], ptBR: ['baixar', 'baixe'] },
  { concept: 'receipt (proof of payment)', pt: ['comprovativo', 'comprovativos'], ptBR: ['comprovante', 'comprovantes'] },
  { concept: 'tier', pt: ['escalão', 'escalões'], ptBR: [] },
  { concept: 'contact', pt: ['contacto', 'contactos', 'contactar'], ptBR: ['contato', 'contatos', 'contatar'] },
  { concept: 'share', pt: ['partilhar', 'partilhe'], ptBR: ['compartilhar', 'compartilhe'] },
  { concept: 'manage', pt: ['gerir'], ptBR: ['gerenciar', 'gerencie'] },
  { concept: 'signed in', pt: ['iniciar sessão', 'terminar sessão', 'sessão iniciada'], ptBR: ['logado', 'logada', 'deslogar'] },
  { concept: 'money laundering', pt: ['branqueamento'], ptBR: ['lavagem'] },
  {
    concept: 'in progress (Portugal: "a carregar", Brazil: the gerund)',
    pt: ['a carregar', 'a enviar', 'a verificar', 'a processar', 'a aguardar'],
    ptBR: [
      'carregando',
      'enviando',
      'verificando',
      'aguardando',
      'entrando',
      'processando',
      'digitando',
      'reconectando',
      'participando',
      'esperando',
      'atualizando',
      'buscando',
      'conectando',
    ],
  },
];
