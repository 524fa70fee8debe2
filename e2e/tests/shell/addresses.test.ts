import { testPorts } from '../../support/env';
import { describeHostAddresses } from '../../support/hostileAddresses';

/** The addresses a visitor, a crawler, a mistyped link or an attacker can bring to the host, through `npm start`'s Node server. */
describeHostAddresses(() => testPorts.host);
