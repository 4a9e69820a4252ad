/**
 * Testing Library's `waitFor` and `findBy…` wait up to 1 s by default. Under the full suite's load
 * on 2 cores a first read against the emulator can take longer, so every wait gets the suite's
 * poll limit; each still resolves as soon as its state is reached.
 */
import { configure } from "@testing-library/react";

configure({ asyncUtilTimeout: 15_000 });
