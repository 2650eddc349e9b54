// The contractPrompt feature's door.
export { ContractPrompt, CONTRACT_PROMPTS } from './components/ContractPrompt';
