import type { ServedStack } from '../../support/stack';
import { stacksKey } from './globalSetup';

export default async function globalTeardown(): Promise<void> {
  const stacks = ((globalThis as Record<string, unknown>)[stacksKey] ?? []) as ServedStack[];
  await Promise.all(stacks.map((stack) => stack.stop()));
}
