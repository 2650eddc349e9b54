import { testRemoteContract } from '@tessera/platform-sdk/testing';
import remote from './remote';

// The platform's contract test: the module's shape, its routes' titles in every language, route
// ownership, the platform it requires. `npm test` runs it; the release refuses to activate a failure.
testRemoteContract(remote);
