export { webAuth } from "./auth.js";
export { type AddressConfig, parsePublicUrl } from "./config.js";
export type { HubContext } from "./context.js";
export { type ServeOptions, serverBuildPath, startServer, stopServer } from "./server.js";
