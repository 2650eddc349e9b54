import { createContext, useContext } from 'react';

/**
 * Set by the login modal (spec §4): where the login form is shown over a page, a successful login
 * calls this instead of going to the return path, and the account frame drops its page chrome
 * (logo, language picker, the page's h1: the dialog has its own title).
 */
export const LoginDoneContext = createContext<(() => void) | null>(null);

export function useLoginDone(): (() => void) | null {
  return useContext(LoginDoneContext);
}
