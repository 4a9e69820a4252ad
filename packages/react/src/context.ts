/** The React context holding the {@link VitrineClient} (set by `VitrineProvider`). */
import { createContext } from "react";
import type { VitrineClient } from "./client.js";

/** The client of the nearest `VitrineProvider`, or `undefined` outside one. */
export const VitrineContext = createContext<VitrineClient | undefined>(undefined);
