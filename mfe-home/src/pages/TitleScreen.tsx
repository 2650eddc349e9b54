import { createTitleScreen } from '@tessera/shared-contracts';
import { routes } from '../routes';

/** The screen of a home route until its own issue builds it: the route's translated title. */
export default createTitleScreen('home', routes);
