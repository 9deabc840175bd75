// The public API of this module; filled in as the module lands.
export {};
