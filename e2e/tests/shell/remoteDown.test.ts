// The remote-down tests against the Node stack; prod/remoteDown.test.ts runs them again through nginx.
import { describeRemoteDown } from './remoteDownSuite';

describeRemoteDown();
