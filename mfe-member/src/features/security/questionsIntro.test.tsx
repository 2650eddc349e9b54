import { SECURITY_QUESTIONS } from '@tessera/contract/api';
import { renderWithPlatform, SAMPLE_MEMBER } from '@tessera/platform-sdk/testing';
import { screen } from '@testing-library/react';
import { locales } from '../../locales';
import SecurityCenterPage from '../../pages/SecurityCenterPage';

// 'Choose {{count}} questions' in plural forms (issue 28 item 5): the operator's required number can be 1.

const api = (required: number) => ({
  securityConfig: { paymentPasswordSet: true, bankCardCount: 0, payeeName: 'Ana', emailBound: true, mobileBound: true, securityQuestionsSet: false },
  kycStatus: { status: 'NONE', documentType: null, submittedAt: null, reviewedAt: null, reason: null },
  bankCards: { list: [], max: 5 },
  securityQuestions: { list: SECURITY_QUESTIONS.map((q) => ({ ...q })), selected: [], required, lockedUntil: null },
  bankList: { list: [] },
});

test.each([
  ['EN', 1, 'Choose 1 question and answer it.'],
  ['EN', 3, 'Choose 3 different questions and answer each.'],
  ['PT', 1, 'Escolha 1 pergunta e responda-lhe.'],
  ['PT', 3, 'Escolha 3 perguntas diferentes'],
  ['PT-BR', 1, 'Escolha 1 pergunta e responda.'],
  ['PT-BR', 2, 'Escolha 2 perguntas diferentes'],
] as const)('%s, %i required: %s', async (language, required, text) => {
  renderWithPlatform(<SecurityCenterPage />, {
    session: SAMPLE_MEMBER,
    language,
    resources: { member: locales[language] as Record<string, unknown> },
    api: api(required) as never,
  });
  await screen.findByTestId('security-questions-form');
  expect(screen.getByTestId('security-questions').textContent).toContain(text);
});
