export { useHelpTree } from './api';
export { HelpAccordion } from './components/HelpAccordion';
export { HelpArticle } from './components/HelpArticle';
export { indexParam, selectEntry } from './hooks';
export { FeedbackForm } from './components/FeedbackForm';
