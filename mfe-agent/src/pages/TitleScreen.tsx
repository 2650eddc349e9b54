import { createTitleScreen } from '@tessera/platform-sdk';
import { routes } from '../routes';

/** The screen of a agent route until its own issue builds it: the route's translated title. */
export default createTitleScreen('agent', routes);
