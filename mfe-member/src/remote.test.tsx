import { testRemoteContract } from '@tessera/shared-contracts/testing';
import remote from './remote';

testRemoteContract(remote);
