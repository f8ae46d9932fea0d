/** Request timeouts of spec 001 §9, checked every second. */
export const requestTimeouts = {
  default: 15_000,
  login: 90_000,
  heartbeat: 3_000,
} as const;
