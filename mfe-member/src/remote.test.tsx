import { testRemoteContract } from '@tessera/platform-sdk/testing';
import remote from './remote';

testRemoteContract(remote);
