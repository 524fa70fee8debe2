import { TestEnvironment } from 'jest-environment-node';
import { failedTestKey } from './env';

/** What this environment reads of jest-circus's events (their full types are jest's internals). */
interface Block {
  name: string;
  parent?: Block;
}
interface TestEvent {
  name: string;
  test?: Block;
}

const fullName = (test: Block): string => {
  const names: string[] = [];
  for (let block = test.parent; block && block.name !== 'ROOT_DESCRIBE_BLOCK'; block = block.parent) names.unshift(block.name);
  return [...names, test.name].join(' › ');
};

/**
 * Node's test environment that tells a test's afterEach hooks whether the test itself failed: jest runs them after
 * the test's body and before its result, when the pages the test left open still show what went wrong.
 */
export default class FailureEnvironment extends TestEnvironment {
  handleTestEvent(event: TestEvent): void {
    if (event.name === 'test_start') this.global[failedTestKey] = undefined;
    if (event.name === 'test_fn_failure' && event.test) this.global[failedTestKey] = fullName(event.test);
  }
}
