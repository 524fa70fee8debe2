// The browser suite's remote-down tests (e2e/tests/shell), against the nginx
// stack: "down" is the remote's nginx stopped, its port closed.
import { test } from '../../support/fixtures';
import { allowPageProblems } from '../../support/prod/pageGuard';
import { describeRemoteDown } from '../shell/remoteDownSuite';

// What a closed port looks like from the page, and the host's log of the remote it could not load.
test.use(
  allowPageProblems(
    { test: /a remote that is down/, problem: /^console: Failed to load resource: net::ERR_CONNECTION_REFUSED$/, why: "the stopped remote's requests" },
    {
      test: /a remote that is down/,
      problem: /^console: RemoteUnavailableError: Remote "(landing|checkout|payment)" could not be loaded/,
      why: "the host's log of the remote it could not load",
    },
  ),
);

describeRemoteDown();
