import { createTitleScreen } from '@tessera/platform-sdk';
import { routes } from '../routes';

/** The screen of a member route until its own issue builds it: the route's translated title. */
export default createTitleScreen('member', routes);
