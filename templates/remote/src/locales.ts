import type { TLocales } from '@tessera/contract';

/** The 'example' namespace. EN, PT, PT-BR, CN and UR are complete (the contract test checks it); other languages fall back to EN. */
export const locales: TLocales = {
  EN: {
    title: { home: 'Example' },
    home: {
      intro: 'This page comes from the remote "example", built and released on its own.',
      greeting: 'Hello, {{name}}',
      visitor: 'Sign in to see your account here.',
      action: 'Say hello',
      done: 'Hello from example',
    },
  },
  PT: {
    title: { home: 'Exemplo' },
    home: {
      intro: 'Esta página vem do remoto "example", construído e publicado à parte.',
      greeting: 'Olá, {{name}}',
      visitor: 'Inicie sessão para ver aqui a sua conta.',
      action: 'Dizer olá',
      done: 'Olá do example',
    },
  },
  'PT-BR': {
    title: { home: 'Exemplo' },
    home: {
      intro: 'Esta página vem do remoto "example", criado e publicado à parte.',
      greeting: 'Olá, {{name}}',
      visitor: 'Entre para ver sua conta aqui.',
      action: 'Dizer olá',
      done: 'Olá do example',
    },
  },
  CN: {
    title: { home: '示例' },
    home: {
      intro: '此页面来自远程模块 "example"，独立构建和发布。',
      greeting: '您好，{{name}}',
      visitor: '登录后即可在此查看您的账户。',
      action: '打个招呼',
      done: '来自 example 的问候',
    },
  },
  UR: {
    title: { home: 'مثال' },
    home: {
      intro: 'یہ صفحہ ریموٹ "example" سے آتا ہے، جو الگ سے بنایا اور جاری کیا جاتا ہے۔',
      greeting: 'خوش آمدید، {{name}}',
      visitor: 'اپنا اکاؤنٹ یہاں دیکھنے کے لیے لاگ ان کریں۔',
      action: 'سلام کہیں',
      done: 'example کی طرف سے سلام',
    },
  },
};
