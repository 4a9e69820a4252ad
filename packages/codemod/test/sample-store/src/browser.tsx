/** The sample store's browser entry: a visitor's client and the page, rendered into `#app`. */
import { createRoot } from "react-dom/client";
import { Shop } from "./components/shop.tsx";
import { storeClient } from "./store-client.ts";

const root = document.getElementById("app");
if (root)
  createRoot(root).render(<Shop client={storeClient("sample-store-client")} origin={location.origin} />);
