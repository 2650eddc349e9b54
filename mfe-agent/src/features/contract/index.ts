// The contract feature's door: pages import from here, never from its files.
export { useContract, type TContractModel } from './hooks';
export { ContractView, type ContractViewProps } from './components/ContractView';
