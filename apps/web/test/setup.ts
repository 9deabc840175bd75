import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Vitest runs without globals, so Testing Library cannot register its own clean-up: unmount after every test.
afterEach(cleanup);

// `findBy…` and `waitFor` wait for what a test asserts; a lazily loaded part can take seconds to arrive while the
// whole suite shares two cores, so wait up to 10 s (a wrong page still fails: the element never comes).
configure({ asyncUtilTimeout: 10_000 });
