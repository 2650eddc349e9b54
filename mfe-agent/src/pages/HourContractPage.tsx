import { ContractPage } from './ContractPage';

/** PATHS.hourContract: the hourly salary contract. */
export default function HourContractPage() {
  return <ContractPage kind="hourlySalary" titleKey="title.hourContract" />;
}
