// Shared setup of the web unit tests (jsdom).
export {};
