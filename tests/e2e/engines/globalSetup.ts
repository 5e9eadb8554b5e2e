// Before any test: the in-page harness the cross-engine tests install in every page.
import { buildHarness } from "./harness/buildHarness";

export default async function globalSetup(): Promise<void> {
  await buildHarness();
}
